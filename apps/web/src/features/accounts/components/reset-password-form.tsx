import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { BAD_LINK_MESSAGE } from '@brokerage/shared/accounts/account-rules';
import type { newPasswordFormSchema } from '@brokerage/shared/validation/password-fields';
import { Button } from '#src/components/ui/first-load.tsx';
import { PasswordField } from '#src/components/ui/form-fields.tsx';
import { lazyResolver } from '#src/lib/lazy-resolver.ts';
import { notifyError, notifySuccess } from '#src/lib/notify.ts';
import { acceptInvite, resetPassword } from '../api/account-api.ts';
import { readAccountLink } from './account-link.ts';
import { AuthCard, authClasses as classes } from './auth-card.tsx';

type NewPasswordInput = z.input<ReturnType<typeof newPasswordFormSchema>>;
type NewPasswordOutput = z.output<ReturnType<typeof newPasswordFormSchema>>;

// The form's rules load when it is first focused or sent (ADR 0146).
const newPasswordResolver = lazyResolver<NewPasswordInput, unknown, NewPasswordOutput>(() =>
  import('@brokerage/shared/validation/password-fields').then((fields) =>
    zodResolver(fields.newPasswordFormSchema()),
  ),
);

const WORDING = {
  reset: {
    title: 'Reset Password',
    subtitle: 'Choose a new password for your account.',
    button: 'Reset Password',
  },
  // A staff invitation: the role applies once the password is set (ADR 0092).
  invite: {
    title: 'Accept your invitation',
    subtitle: 'Choose your password to join the staff workspace. Any other session of this account ends.',
    button: 'Accept and set my password',
  },
} as const;

/**
 * `/reset-password/` (platform spec section 4) and `/accept-invite/`: the link must carry a valid
 * e-mail and a token of 90 to 100 characters, otherwise the warning shows and the visitor goes home.
 */
export function ResetPasswordForm({ purpose = 'reset' }: { purpose?: 'reset' | 'invite' }) {
  const wording = WORDING[purpose];
  const { search } = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => readAccountLink(search));
  const form = useForm<NewPasswordInput, unknown, NewPasswordOutput>({
    resolver: newPasswordResolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (link === null) {
      notifyError(BAD_LINK_MESSAGE);
      void navigate('/', { replace: true });
    }
  }, [link, navigate]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (link === null) return;
    try {
      const send = purpose === 'invite' ? acceptInvite : resetPassword;
      const answer = await send({ ...link, password });
      if (answer.message) notifySuccess(answer.message);
      await navigate('/sign-in', { replace: true });
    } catch {
      // The api client has shown the server's message.
    }
  });

  if (link === null) return null;

  return (
    <AuthCard title={wording.title} subtitle={wording.subtitle}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={newPasswordResolver.prepare}
        className={classes.form}
        noValidate
      >
        <PasswordField
          label="New Password"
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
        <Button type="submit" tone="navy" size="md" loading={isSubmitting} className={classes.fullWidth}>
          {wording.button}
        </Button>
      </form>
      <p className={classes.footer}>
        <Link to="/sign-in" className={classes.link}>
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
