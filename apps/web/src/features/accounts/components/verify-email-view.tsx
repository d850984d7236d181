import { useEffect, useRef } from 'react';
import { Center, Loader, Text, Title } from '@mantine/core';
import { findRoute } from '@brokerage/shared/routes/route-table';
import { useLocation, useNavigate } from 'react-router';
import { BAD_LINK_MESSAGE } from '@brokerage/shared/accounts/account-rules';
import { EMAIL_CONFIRMED_MESSAGE } from '@brokerage/shared/accounts/account-schemas';
import { notifyError, notifySuccess } from '#src/lib/notify.ts';
import { verifyEmail } from '../api/account-api.ts';
import { markEmailConfirmed } from '../session/session-store.ts';
import { readAccountLink } from './account-link.ts';

/**
 * `/verify-email/` (platform spec section 4): 'Please wait...', verifies at once, then a success
 * toast or the error, and on to sign-in (home when already signed in, by the sign-in guard).
 */
export function VerifyEmailView() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode's double effects: the token is single use.
    if (started.current) return;
    started.current = true;
    const link = readAccountLink(search);
    void (async () => {
      if (link === null) {
        notifyError(BAD_LINK_MESSAGE);
      } else {
        try {
          const answer = await verifyEmail(link);
          notifySuccess(answer.message ?? EMAIL_CONFIRMED_MESSAGE);
          markEmailConfirmed(link.email);
        } catch {
          // The api client has shown the server's message.
        }
      }
      await navigate('/sign-in', { replace: true });
    })();
  }, [search, navigate]);

  return (
    <Center mih="40vh" className="page">
      <div role="status">
        <Title order={1} size="h3" ta="center" mb="md" c="navy.8">
          {findRoute('verify-email')?.title}
        </Title>
        <Loader color="navy.8" mx="auto" display="block" aria-hidden="true" />
        <Text size="lg" mt="md" ta="center">
          Please wait...
        </Text>
      </div>
    </Center>
  );
}
