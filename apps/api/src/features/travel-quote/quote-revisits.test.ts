// Revisiting a results page asks the same quote again (ADR 0114): the same account, the same
// request, within minutes, answers the quote already stored and stores no other; another request
// or another account gets its own, and guests are not matched by address. A guest is matched by
// the token its last answer carried, for the same request only (ADR 0123).

import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { users } from '../../db/schema/accounts.ts';
import { lifeQuoteRequests } from '../../db/schema/life.ts';
import { travelQuoteRequests } from '../../db/schema/travel.ts';
import { QUOTE_REVISIT_TOKEN_HEADER } from '@brokerage/shared/api/quote-revisit';
import { useTestApp } from '../../test/build-test-app.ts';
import { signUpUser } from '../accounts/accounts-test-helpers.ts';
import { lifeQuoteBody } from '../life-quote/life-test-payloads.ts';
import { visitorQuoteBody } from './travel-test-payloads.ts';

const t = useTestApp();

const today = todayInZone(new Date());

interface Caller {
  ip: string;
  /** An account's access token. */
  token?: string;
  /** The token a guest's last answer carried (ADR 0123). */
  revisit?: string;
}

async function quoted(url: string, payload: object, from: Caller) {
  const headers = {
    ...(from.token === undefined ? {} : { authorization: `Bearer ${from.token}` }),
    ...(from.revisit === undefined ? {} : { [QUOTE_REVISIT_TOKEN_HEADER]: from.revisit }),
  };
  const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: from.ip, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { quoteId: string; revisitToken?: string; quotes: unknown[] } }).data;
}

const quoteId = async (url: string, payload: object, from: Caller) =>
  (await quoted(url, payload, from)).quoteId;

const travelRows = async () => (await t.db.select({ n: count() }).from(travelQuoteRequests))[0]?.n ?? 0;
const lifeRows = async () => (await t.db.select({ n: count() }).from(lifeQuoteRequests))[0]?.n ?? 0;

describe('a results page visited again', () => {
  const url = '/api/quotations/visitors-to-canada';

  it("stores a guest's quote each time without a token: people behind one address are not matched", async () => {
    const before = await travelRows();
    const first = await quoteId(url, visitorQuoteBody(today), { ip: '198.51.100.1' });
    const again = await quoteId(url, visitorQuoteBody(today), { ip: '198.51.100.1' });
    expect(again).not.toBe(first);
    expect(await travelRows()).toBe(before + 2);
  });

  it('answers an account its stored quote, stores none, and lists it once', async () => {
    const customer = await signUpUser(t.app);
    const from = { ip: '198.51.100.3', token: customer.token };
    const body = { ...visitorQuoteBody(today), person1Age: 50 };
    const before = await travelRows();
    const first = await quoteId(url, body, from);
    expect(await quoteId(url, body, from)).toBe(first);
    expect(await travelRows()).toBe(before + 1);
    // Another request is another quote.
    expect(await quoteId(url, { ...body, person1Age: 51 }, from)).not.toBe(first);
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    const mine = await t.db
      .select({ id: travelQuoteRequests.publicId })
      .from(travelQuoteRequests)
      .where(eq(travelQuoteRequests.userId, account?.id ?? ''));
    expect(mine.filter((q) => q.id === first)).toHaveLength(1);
    expect(mine).toHaveLength(2);
    // The same request by another account, from the same address, is that account's own.
    const other = await signUpUser(t.app);
    expect(await quoteId(url, body, { ip: from.ip, token: other.token })).not.toBe(first);
  });

  it('answers an account its stored life quote too', async () => {
    const customer = await signUpUser(t.app);
    const from = { ip: '198.51.100.4', token: customer.token };
    const before = await lifeRows();
    const body = lifeQuoteBody({ coverage: 300000 });
    const first = await quoteId('/api/quotations/term-life', body, from);
    expect(await quoteId('/api/quotations/term-life', body, from)).toBe(first);
    expect(await lifeRows()).toBe(before + 1);
    const other = await signUpUser(t.app);
    expect(await quoteId('/api/quotations/term-life', body, { ...from, token: other.token })).not.toBe(first);
  });

  it("answers a guest's revisit with its token the stored quote, and only that request", async () => {
    const guest = { ip: '198.51.100.5' };
    const body = { ...visitorQuoteBody(today), person1Age: 62 };
    const before = await travelRows();
    const first = await quoted(url, body, guest);
    expect(first.revisitToken).toEqual(expect.any(String));
    const again = await quoted(url, body, { ...guest, revisit: first.revisitToken });
    expect(again.quoteId).toBe(first.quoteId);
    expect(again.quotes).toEqual(first.quotes);
    expect(await travelRows()).toBe(before + 1);

    // A changed request with the token is a new quote, and so is the same request with a forged
    // token or another request's token.
    const changed = await quoted(url, { ...body, person1Age: 63 }, { ...guest, revisit: first.revisitToken });
    expect(changed.quoteId).not.toBe(first.quoteId);
    const forged = `${first.quoteId}.${Date.now()}.${'A'.repeat(43)}`;
    expect(await quoteId(url, body, { ...guest, revisit: forged })).not.toBe(first.quoteId);
    const otherRequests = await quoteId(url, body, { ...guest, revisit: changed.revisitToken });
    expect([first.quoteId, changed.quoteId]).not.toContain(otherRequests);
    expect(await travelRows()).toBe(before + 4);
  });

  it("answers a guest's life revisit with its token the stored quote; an account is never given it", async () => {
    const guest = { ip: '198.51.100.6' };
    const body = lifeQuoteBody({ coverage: 350000 });
    const before = await lifeRows();
    const first = await quoted('/api/quotations/term-life', body, guest);
    const again = await quoted('/api/quotations/term-life', body, { ...guest, revisit: first.revisitToken });
    expect(again.quoteId).toBe(first.quoteId);
    expect(again.quotes).toEqual(first.quotes);
    expect(await lifeRows()).toBe(before + 1);
    const changed = { ...body, coverage: 400000 };
    expect(
      await quoteId('/api/quotations/term-life', changed, { ...guest, revisit: first.revisitToken }),
    ).not.toBe(first.quoteId);
    // Signed in, the guest's token is not looked at: the quote is the account's own, no token.
    const customer = await signUpUser(t.app);
    const mine = await quoted('/api/quotations/term-life', body, {
      ...guest,
      token: customer.token,
      revisit: first.revisitToken,
    });
    expect(mine.quoteId).not.toBe(first.quoteId);
    expect(mine.revisitToken).toBeUndefined();
    expect(await lifeRows()).toBe(before + 3);
  });
});
