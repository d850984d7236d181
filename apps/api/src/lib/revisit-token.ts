// A guest's results page visited again (ADR 0123). A guest's quote answer carries a token the
// server signed over the stored quote's id, the time it was stored and the request it answers;
// sent back with the identical request within RECENT_QUOTE_MS, it answers that quote again and
// nothing is stored. An HMAC under a key derived from the server secret, as unsubscribe links
// are: nothing kept, no database read, any API process can check it. It proves its bearer was
// answered that quote (whose id alone already claims or cites it), never who they are, so
// people behind one address never share a quote.

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { QUOTE_REVISIT_TOKEN_HEADER } from '@brokerage/shared/api/quote-revisit';
import { RECENT_QUOTE_MS } from './recent-quotes.ts';

/** What a guest's quote call brings: the server secret, and the token its last answer carried. */
export interface GuestRevisit {
  secret: string;
  token: string | undefined;
}

const macOf = (secret: string, quoteId: string, storedAt: string, requestKey: string) =>
  createHmac('sha256', `quote-revisit:${secret}`)
    .update(`${quoteId}\n${storedAt}\n${requestKey}`)
    .digest('base64url');

/** The token of a quote stored at `now` for the request `requestKey` names. */
export function signRevisitToken(secret: string, quoteId: string, requestKey: string, now: number): string {
  const storedAt = String(now);
  return `${quoteId}.${storedAt}.${macOf(secret, quoteId, storedAt, requestKey)}`;
}

/**
 * The stored quote's id when the token is this server's for this very request (`requestKey`:
 * product, day, rate versions and body) and the quote is recent; otherwise undefined.
 */
export function revisitedQuoteId(revisit: GuestRevisit, requestKey: string, now: number): string | undefined {
  const parts = revisit.token?.split('.');
  if (parts?.length !== 3) return undefined;
  const [quoteId = '', storedAt = '', mac = ''] = parts;
  const age = now - Number(storedAt);
  if (!(age >= 0 && age < RECENT_QUOTE_MS)) return undefined;
  const expected = Buffer.from(macOf(revisit.secret, quoteId, storedAt, requestKey));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? quoteId : undefined;
}

/** A quote call's token header (the use case ignores it for a signed-in caller). */
export function guestRevisit(request: FastifyRequest, secret: string): GuestRevisit {
  const token = request.headers[QUOTE_REVISIT_TOKEN_HEADER];
  return { secret, token: typeof token === 'string' ? token : undefined };
}
