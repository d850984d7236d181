import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { forgotPasswordSchema } from '@brokerage/shared/accounts/account-schemas';
import { Button } from '#src/components/ui/first-load.tsx';
import { TextField } from '#src/components/ui/form-fields.tsx';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { forgotPassword } from '../api/account-api.ts';
import { AuthCard, authClasses as classes } from './auth-card.tsx';

type ForgotPasswordInput = z.input<ReturnType<typeof forgotPasswordSchema>>;
type ForgotPasswordOutput = z.output<ReturnType<typeof forgotPasswordSchema>>;

// The form's rules load when it is first focused or sent (ADR 0146).
const forgotPasswordResolver = lazyResolver<ForgotPasswordInput, unknown, ForgotPasswordOutput>(() =>
  import('@brokerage/shared/accounts/account-schemas').then((schemas) =>
    zodResolver(schemas.forgotPasswordSchema()),
  ),
);

/**
 * `/forgot-password`: asks for a reset link; the answer is the same for any address. Back to Sign
 * In keeps the sign-in page's `from`, so the customer still lands where they were going.
 */
export function ForgotPasswordForm() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const fromQuery = from ? `?${new URLSearchParams({ from }).toString()}` : '';
  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordOutput>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  // A failure is toasted by the api client and leaves isSubmitSuccessful false.
  const onSubmit = form.handleSubmit(async ({ email }) => {
    const answer = await forgotPassword(email);
    if (answer.message) notifySuccess(answer.message);
  });

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the e-mail of your account and we will send you a link to set a new password."
    >
      <form
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        onFocus={forgotPasswordResolver.prepare}
        className={classes.form}
        noValidate
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Button type="submit" tone="navy" size="md" loading={isSubmitting} className={classes.fullWidth}>
          Send Reset Link
        </Button>
        {isSubmitSuccessful && (
          <p role="status" className={classes.legal}>
            If an account exists for this e-mail, the link is on its way. It works once and expires in 1 hour.
          </p>
        )}
      </form>
      <p className={classes.footer}>
        <Link to={`/sign-in${fromQuery}`} className={classes.link}>
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
