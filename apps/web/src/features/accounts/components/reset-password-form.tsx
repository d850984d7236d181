import { useEffect, useState } from 'react';
import { Button, PasswordInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { BAD_LINK_MESSAGE } from '@brokerage/shared/accounts/account-schemas';
import { strongPasswordSchema, withConfirmPassword } from '@brokerage/shared/validation/password-fields';
import { notifyError, notifySuccess } from '#src/lib/notify.ts';
import { acceptInvite, resetPassword } from '../api/account-api.ts';
import { readAccountLink } from './account-link.ts';
import { AuthCard, authClasses as classes } from './auth-card.tsx';

const formSchema = withConfirmPassword(z.object({ password: strongPasswordSchema }));

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
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
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
      <form onSubmit={(event) => void onSubmit(event)} className={classes.form} noValidate>
        <PasswordInput
          label="New Password"
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
        <Button type="submit" color="navy.8" loading={isSubmitting} fullWidth>
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
