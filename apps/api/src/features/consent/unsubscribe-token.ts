// One-click unsubscribe links (N23, ADR 0042): an HMAC of the topic and address under a key derived
// from the server secret. No expiry (CASL: the link must keep working), nothing stored. Newsletter
// tokens sign the address alone, as they did before the topics, so links already mailed still work.

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ConsentTopic } from '@brokerage/shared/consent/consent-topics';

const tokenFor = (topic: ConsentTopic, email: string, secret: string) =>
  createHmac('sha256', `newsletter-unsubscribe:${secret}`)
    .update(topic === 'newsletter' ? email : `${topic}\n${email}`)
    .digest('base64url');

export function unsubscribeToken(topic: ConsentTopic, email: string, secret: string): string {
  return tokenFor(topic, email, secret);
}

export function isValidUnsubscribeToken(
  topic: ConsentTopic,
  email: string,
  token: string,
  secret: string,
): boolean {
  const expected = Buffer.from(tokenFor(topic, email, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `/newsletters/unsubscribe?email=&token=` (and `&topic=` for topics other than the newsletter). */
export function unsubscribeUrl(
  publicUrl: string,
  topic: ConsentTopic,
  email: string,
  secret: string,
): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(topic, email, secret) });
  if (topic !== 'newsletter') query.set('topic', topic);
  return `${publicUrl}/newsletters/unsubscribe?${query.toString()}`;
}

/** The List-Unsubscribe target (RFC 8058): the API's one-click POST, the same token as the link. */
export function oneClickUnsubscribeUrl(
  publicUrl: string,
  topic: ConsentTopic,
  email: string,
  secret: string,
): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(topic, email, secret), topic });
  return `${publicUrl}/api/newsletters/one-click-unsubscribe?${query.toString()}`;
}
