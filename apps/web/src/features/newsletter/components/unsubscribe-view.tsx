import { useEffect, useState } from 'react';
import { Anchor, Loader, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CONSENT_TOPICS } from '@brokerage/shared/consent/consent-topics';
import type { ConsentTopic } from '@brokerage/shared/consent/consent-topics';
import { BAD_UNSUBSCRIBE_LINK_MESSAGE } from '@brokerage/shared/newsletter/newsletter-schemas';
import { ApiError } from '#src/lib/api-client.ts';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter.ts';

type Outcome = { state: 'working' } | { state: 'done' | 'failed'; message: string };

const TITLES: Record<ConsentTopic, string> = {
  newsletter: 'Unsubscribe from the newsletter',
  'province-availability': 'Unsubscribe from the province update',
};

const topicOf = (value: string | null): ConsentTopic | undefined =>
  CONSENT_TOPICS.find((topic) => topic === value);

/**
 * `/newsletters/unsubscribe?email=&token=` (with `&topic=` for the UPDATE ME! mail): one click, no
 * sign-in, effective at once (N23, ADR 0042).
 */
export function UnsubscribeView() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  const topicParam = params.get('topic');
  const topic = topicOf(topicParam);
  const badLink = !email || !token || (topicParam !== null && topic === undefined);
  const [result, setOutcome] = useState<Outcome>({ state: 'working' });
  const outcome: Outcome = badLink ? { state: 'failed', message: BAD_UNSUBSCRIBE_LINK_MESSAGE } : result;

  useEffect(() => {
    if (badLink) return;
    let active = true;
    unsubscribeNewsletter(email, token, topic)
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
  }, [badLink, email, token, topic]);

  return (
    <div className="page">
      <Title order={1} c="navy.8" mb="md">
        {TITLES[topic ?? 'newsletter']}
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
