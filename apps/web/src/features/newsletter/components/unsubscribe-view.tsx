import { useEffect, useState } from 'react';
import { Anchor, Loader, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { BAD_UNSUBSCRIBE_LINK_MESSAGE } from '@brokerage/shared/newsletter/newsletter-schemas';
import { ApiError } from '#src/lib/api-client.ts';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter.ts';

type Outcome = { state: 'working' } | { state: 'done' | 'failed'; message: string };

/** `/newsletters/unsubscribe?email=&token=`: one click, no sign-in, effective at once (N23). */
export function UnsubscribeView() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  const [result, setOutcome] = useState<Outcome>({ state: 'working' });
  const outcome: Outcome =
    !email || !token ? { state: 'failed', message: BAD_UNSUBSCRIBE_LINK_MESSAGE } : result;

  useEffect(() => {
    if (!email || !token) return;
    let active = true;
    unsubscribeNewsletter(email, token)
      .then(
        (answer) =>
          active && setOutcome({ state: 'done', message: answer.message ?? 'You have been unsubscribed.' }),
      )
      .catch((error: unknown) => {
        if (active) {
          setOutcome({
            state: 'failed',
            message: error instanceof ApiError ? error.message : BAD_UNSUBSCRIBE_LINK_MESSAGE,
          });
        }
      });
    return () => {
      active = false;
    };
  }, [email, token]);

  return (
    <div className="page">
      <Title order={1} c="navy.8" mb="md">
        Unsubscribe from the newsletter
      </Title>
      {outcome.state === 'working' ? (
        <Loader aria-label="Unsubscribing" />
      ) : (
        <div role={outcome.state === 'failed' ? 'alert' : 'status'}>
          <Text size="lg">{outcome.message}</Text>
          <Anchor component={Link} to="/" c="navy.8" mt="md" display="inline-block">
            Back to the home page
          </Anchor>
        </div>
      )}
    </div>
  );
}
