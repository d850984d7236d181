// One-click unsubscribe links (N23): an HMAC of the address under a key derived from the
// server secret. No expiry (CASL: the link must keep working), nothing stored.

import { createHmac, timingSafeEqual } from 'node:crypto';

const tokenFor = (email: string, secret: string) =>
  createHmac('sha256', `newsletter-unsubscribe:${secret}`).update(email).digest('base64url');

export function unsubscribeToken(email: string, secret: string): string {
  return tokenFor(email, secret);
}

export function isValidUnsubscribeToken(email: string, token: string, secret: string): boolean {
  const expected = Buffer.from(tokenFor(email, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(publicUrl: string, email: string, secret: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(email, secret) });
  return `${publicUrl}/newsletters/unsubscribe?${query.toString()}`;
}
