import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { destinationAfterSignIn, LIFE_FROM_SLUGS } from '@brokerage/shared/accounts/account-rules';
import { signUpSchema } from '@brokerage/shared/accounts/account-schemas';
import { withConfirmPassword } from '@brokerage/shared/validation/password-fields';
import { PersonFields } from '#src/components/person-fields.tsx';
import { Button } from '#src/components/ui/first-load.tsx';
import { PasswordField } from '#src/components/ui/form-fields.tsx';
import { PurposeNotice } from '#src/components/purpose-notice.tsx';
import { signInAfterSignUp, signUp } from '../api/account-api.ts';
import { startSession } from '../session/session-store.ts';
import { AuthCard, authClasses as classes } from './auth-card.tsx';

const formSchema = withConfirmPassword(signUpSchema());
type SignUpInput = z.input<typeof formSchema>;
type SignUpOutput = z.output<typeof formSchema>;

/**
 * `/sign-up` (platform spec section 4: sign-up leaves the customer signed in, with the token and the
 * refresh token). With a life product in `from`: 'Almost There!', and the new customer goes to that
 * product's quotes (N35); with another known page in `from`, to that page; without it, home (ADR
 * 0012). Sign-up answers a registered address as a new one and gives no session (ADR 0092): the form
 * signs in with the same e-mail and password, which only works for the account just created (or its
 * owner); otherwise the user goes to sign-in, keeping `from`.
 */
export function SignUpForm() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const isQuoteJourney = from !== null && (LIFE_FROM_SLUGS as readonly string[]).includes(from);
  const navigate = useNavigate();
  const form = useForm<SignUpInput, unknown, SignUpOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { firstName: '', lastName: '', email: '', mobile: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const fromQuery = from ? `?${new URLSearchParams({ from }).toString()}` : '';

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      await signUp(body);
      const destination = destinationAfterSignIn(from) ?? '/';
      const session = await signInAfterSignUp({ email: body.email, password: body.password }).then(
        (signedIn) => signedIn.data,
        () => undefined,
      );
      // The "check your inbox" page (ADR 0119), unless the new customer is on the way to their
      // quotes or another page (`from`): then on there, the banner reminding them to confirm.
      const checkInbox = `/email-confirmation${fromQuery}`;
      if (session === undefined) {
        await navigate(checkInbox, { replace: true });
        return;
      }
      // Leave the guest-only page first, so its guard does not send the new session elsewhere.
      await navigate(from === null ? checkInbox : destination, { replace: true });
      await startSession(session, true);
    } catch {
      // The api client has shown the server's message.
    }
  });

  return (
    <AuthCard
      title={isQuoteJourney ? 'Almost There!' : 'Sign Up'}
      subtitle={isQuoteJourney ? 'Create your account to view your Quotes.' : 'Create your account.'}
    >
      <form onSubmit={(event) => void onSubmit(event)} className={classes.form} noValidate>
        <PersonFields control={form.control} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          description="8 to 16 characters with upper and lower case letters, a number and one of !@#$%^&*"
          required
          {...form.register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <p className={classes.legal}>
          By signing up you agree to our{' '}
          <a href="/terms" target="_blank" rel="noopener noreferrer" className={classes.link}>
            Terms of Service
          </a>{' '}
          and{' '}
          <a href="/policy" target="_blank" rel="noopener noreferrer" className={classes.link}>
            Privacy Policy
          </a>
          .
        </p>
        <PurposeNotice kind="signUp" />
        <Button type="submit" tone="maple" size="md" loading={isSubmitting} className={classes.fullWidth}>
          Sign Up
        </Button>
      </form>
      <p className={classes.footer}>
        Already have an account?{' '}
        <Link to={`/sign-in${fromQuery}`} className={classes.link}>
          Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
