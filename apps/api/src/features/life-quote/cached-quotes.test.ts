// Identical quote requests share one priced result (ADR 0053), yet each is still stored with its
// own id, result and rate versions (N8), and a new day prices again.

import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addYears, todayInZone } from '@brokerage/shared/dates/civil-date';
import type { LifeQuoteRequest, LifeQuoteResult } from '@brokerage/shared/life-quote/life-quote-request';
import { lifeQuoteRequests } from '../../db/schema/life.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { quoteLife } from './quote-life.ts';

const t = useTestApp();

const request: LifeQuoteRequest = {
  birthDate: addYears(todayInZone(new Date()), -42),
  gender: 'male',
  smoke: false,
  citizen: true,
  province: 'ON',
  coverage: 500000,
  premiumPaymentDuration: 'monthly',
  paymentPeriod: 2,
  page: 1,
};

describe('identical life quote requests', () => {
  it('get the same quotes, each under its own id, and every one is stored', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/quotations/term-life', payload: request }),
      ),
    );
    const answers = responses.map((r) => {
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      return (r.json() as { data: LifeQuoteResult }).data;
    });
    const ids = answers.map((a) => a.quoteId);
    expect(new Set(ids).size).toBe(20);
    const [first, ...rest] = answers.map(({ quoteId: _id, revisitToken: _token, ...answer }) => answer);
    expect(first?.quotes.length).toBeGreaterThanOrEqual(10);
    for (const answer of rest) expect(answer).toEqual(first);

    const stored = await t.db.select().from(lifeQuoteRequests).where(inArray(lifeQuoteRequests.id, ids));
    expect(stored).toHaveLength(20);
    for (const row of stored) {
      expect(row.rateVersions).toEqual(['term-life:2026.11-sample-2']);
      expect(row.result).toMatchObject({ quotes: expect.any(Array), shortQuotes: expect.any(Array) });
    }
  });

  it('are priced again on another day (the age nearest birthday moves)', async () => {
    // Born 10 March: on 8 September the last birthday is nearer, on 9 September the next one.
    const bornIn1986 = { ...request, birthDate: '1986-03-10' };
    const before = await quoteLife(t.db, 'term-life', bornIn1986, new Date('2026-09-08T16:00:00Z'));
    const after = await quoteLife(t.db, 'term-life', bornIn1986, new Date('2026-09-09T16:00:00Z'));
    expect(before.answerBody.ageNearestBirthday).toBe(40);
    expect(after.answerBody.ageNearestBirthday).toBe(41);
    expect(after.answerBody.quotes[0]?.premiumAmount).toBeGreaterThan(
      before.answerBody.quotes[0]?.premiumAmount ?? 0,
    );
  });
});
