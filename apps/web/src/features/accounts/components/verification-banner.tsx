import { useState } from 'react';
import { Button, PageContainer } from '#src/components/ui/first-load.tsx';
import { notifySuccess } from '#src/lib/notify.ts';
import { resendEmail } from '../api/session-api.ts';
import { useSession } from '../session/session-store.ts';
import classes from './verification-banner.module.css';

/** Shown while the signed-in user's e-mail is unconfirmed (platform spec sections 2 and 4). */
export function VerificationBanner() {
  const session = useSession();
  const [sending, setSending] = useState(false);
  if (session.status !== 'signed-in' || !session.user || session.user.emailConfirmed) return null;

  async function handleResend() {
    setSending(true);
    try {
      const answer = await resendEmail();
      if (answer.message) notifySuccess(answer.message);
    } catch {
      // The api client has shown the error.
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={classes.banner} role="region" aria-label="E-mail verification">
      <PageContainer className={classes.inner}>
        <p className={classes.text}>
          Please confirm your e-mail address with the link we sent to <strong>{session.user.email}</strong>.
        </p>
        <Button size="xs" tone="navy" loading={sending} onClick={() => void handleResend()}>
          Resend Email
        </Button>
      </PageContainer>
    </div>
  );
}
