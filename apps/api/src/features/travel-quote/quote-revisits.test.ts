// Revisiting a results page asks the same quote again (ADR 0114): the same account, the same
// request, within minutes, answers the quote already stored and stores no other; another request
// or another account gets its own, and guests are not matched by address.

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { users } from '../../db/schema/accounts.ts';
import { lifeQuoteRequests } from '../../db/schema/life.ts';
import { travelQuoteRequests } from '../../db/schema/travel.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { signUpUser } from '../accounts/accounts-test-helpers.ts';
import { lifeQuoteBody } from '../life-quote/life-test-payloads.ts';
import { visitorQuoteBody } from './travel-test-payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = todayInZone(new Date());

async function quoteId(url: string, payload: object, from: { ip: string; token?: string }): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: from.ip,
    ...(from.token === undefined ? {} : { headers: { authorization: `Bearer ${from.token}` } }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { quoteId: string } }).data.quoteId;
}

const travelRows = async () => (await t.db.select({ n: count() }).from(travelQuoteRequests))[0]?.n ?? 0;
const lifeRows = async () => (await t.db.select({ n: count() }).from(lifeQuoteRequests))[0]?.n ?? 0;

describe('a results page visited again', () => {
  const url = '/api/quotations/visitors-to-canada';

  it("stores a guest's quote each time: people behind one address are not matched", async () => {
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
});
