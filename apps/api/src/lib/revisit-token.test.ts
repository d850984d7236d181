import { describe, expect, it } from 'vitest';
import { RECENT_QUOTE_MS } from './recent-quotes.ts';
import { revisitedQuoteId, signRevisitToken } from './revisit-token.ts';

const secret = 'a-server-secret';
const quoteId = '6f1c2a4e-0b7d-4c55-9f00-5a3b2c1d0e9f';
const key = 'term-life|2026-11-27|term-life:2026.11-sample-2|{"coverage":500000}';
const storedAt = Date.parse('2026-11-27T15:00:00Z');

describe('revisit tokens', () => {
  const token = signRevisitToken(secret, quoteId, key, storedAt);

  it('name the stored quote for the same request while it is recent', () => {
    expect(revisitedQuoteId({ secret, token }, key, storedAt)).toBe(quoteId);
    expect(revisitedQuoteId({ secret, token }, key, storedAt + RECENT_QUOTE_MS - 1)).toBe(quoteId);
    expect(revisitedQuoteId({ secret, token }, key, storedAt + RECENT_QUOTE_MS)).toBeUndefined();
  });

  it('name nothing for another request, another secret, or a changed token', () => {
    expect(revisitedQuoteId({ secret, token }, `${key} `, storedAt)).toBeUndefined();
    expect(revisitedQuoteId({ secret: 'another-secret', token }, key, storedAt)).toBeUndefined();
    const [, at, mac] = token.split('.');
    const otherQuote = `00000000-0000-4000-8000-000000000000.${at}.${mac}`;
    expect(revisitedQuoteId({ secret, token: otherQuote }, key, storedAt)).toBeUndefined();
    const later = `${quoteId}.${storedAt + 1}.${mac}`;
    expect(revisitedQuoteId({ secret, token: later }, key, storedAt + 1)).toBeUndefined();
    for (const malformed of [undefined, '', quoteId, `${token}.x`, `${quoteId}.soon.${mac}`]) {
      expect(revisitedQuoteId({ secret, token: malformed }, key, storedAt)).toBeUndefined();
    }
  });
});
