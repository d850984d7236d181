import { Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  destinationAfterSignIn,
  LIFE_FROM_SLUGS,
  signUpSchema,
} from '@brokerage/shared/accounts/account-schemas';
import { formatPhoneAsTyped } from '@brokerage/shared/validation/contact-fields';
import { withConfirmPassword } from '@brokerage/shared/validation/password-fields';
import { upperFirstTyped } from '@brokerage/shared/validation/person-fields';
import { notifySuccess } from '#src/lib/notify.ts';
import { signUp } from '../api/account-api.ts';
import { startSession } from '../session/session-store.ts';
import { AuthCard, authClasses as classes } from './auth-card.tsx';

const formSchema = withConfirmPassword(signUpSchema);
type SignUpInput = z.input<typeof formSchema>;
type SignUpOutput = z.output<typeof formSchema>;

/**
 * `/sign-up` (platform spec section 4). With a life product in `from`: 'Almost There!', and after
 * sign-up the user stays signed in and goes to that product's quotes (N35). Without it the user
 * goes to sign-in (ADR 0011: the new session is not kept then, so the guest-only sign-in page
 * does show).
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
      const answer = await signUp(body);
      if (!answer.data) return;
      if (answer.message) notifySuccess(answer.message);
      const destination = destinationAfterSignIn(from);
      if (destination === undefined) {
        await navigate('/sign-in', { replace: true });
        return;
      }
      await navigate(destination, { replace: true });
      await startSession(answer.data, true);
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
        <div className={classes.row}>
          <Controller
            control={form.control}
            name="firstName"
            render={({ field }) => (
              <TextInput
                label="First Name"
                autoComplete="given-name"
                required
                {...field}
                onChange={(event) => field.onChange(upperFirstTyped(field.value, event.currentTarget.value))}
                error={errors.firstName?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="lastName"
            render={({ field }) => (
              <TextInput
                label="Last Name"
                autoComplete="family-name"
                required
                {...field}
                onChange={(event) => field.onChange(upperFirstTyped(field.value, event.currentTarget.value))}
                error={errors.lastName?.message}
              />
            )}
          />
        </div>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Controller
          control={form.control}
          name="mobile"
          render={({ field }) => (
            <TextInput
              label="Mobile Number"
              type="tel"
              autoComplete="tel-national"
              placeholder="416-555-0198"
              maxLength={12}
              required
              {...field}
              onChange={(event) => field.onChange(formatPhoneAsTyped(event.currentTarget.value))}
              error={errors.mobile?.message}
            />
          )}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description="8 to 16 characters with upper and lower case letters, a number and one of !@#$%^&*"
          required
          {...form.register('password')}
          error={errors.password?.message}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <p className={classes.legal}>
          By signing up you agree to our{' '}
          <Anchor href="/terms" target="_blank" rel="noopener noreferrer" className={classes.link}>
            Terms of Service
          </Anchor>{' '}
          and{' '}
          <Anchor href="/policy" target="_blank" rel="noopener noreferrer" className={classes.link}>
            Privacy Policy
          </Anchor>
          .
        </p>
        <Button type="submit" color="navy.8" loading={isSubmitting} fullWidth>
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
