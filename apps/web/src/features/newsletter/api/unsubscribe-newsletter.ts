import type { ConsentTopic } from '@brokerage/shared/consent/consent-topics';
import { newsletterUnsubscribeContract } from '@brokerage/shared/newsletter/newsletter-schemas';
import { apiClient } from '#src/lib/api-client.ts';

/**
 * POST newsletters/unsubscribe {email, token, topic?}: the one-click link of every consent mail,
 * the newsletter's or the UPDATE ME! box's (N23, ADR 0042).
 */
export function unsubscribeNewsletter(email: string, token: string, topic?: ConsentTopic) {
  return apiClient.post(
    'newsletters/unsubscribe',
    topic === undefined ? { email, token } : { email, token, topic },
    { silent: true, data: () => newsletterUnsubscribeContract.data },
  );
}
