// Identical quote requests share one priced result (ADR 0053), yet each is stored with its result
// and rate versions, and a newly loaded rate version is what the next quotes use and record.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import type {
  TravelQuoteAnswer,
  TravelQuoteResult,
} from '@brokerage/shared/travel-quote/quote-result.schema';
import { travelRateTables } from '../../db/schema/travel.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { forgetActiveRates } from '../../lib/rate-registry.ts';
import { findQuoteRequests } from './travel-quote.repository.ts';

const t = useTestApp();

const start = addDays(todayInZone(new Date()), 5);
const visitor = {
  quoteFor: 'single',
  person1Age: 60,
  preExistingPerson1: 'no',
  coverage: 100_000,
  province: 'ON',
  startDate: start,
  endDate: addDays(start, 59),
};

const quote = () =>
  t.app.inject({ method: 'POST', url: '/api/quotations/visitors-to-canada', payload: visitor });
const storedRows = (limit: number) => findQuoteRequests(t.db, limit);

describe('identical travel quote requests', () => {
  it('get the same answer and are all stored', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, quote));
    const answers = responses.map((r) => {
      expect(r.statusCode).toBe(200);
      return (r.json() as { data: TravelQuoteAnswer }).data;
    });
    // The same quotes; each answer names its own stored request (and a guest's carries its token).
    const bodies = answers.map((a) => ({ data: { ...a, quoteId: '', revisitToken: '' } }));
    expect(new Set(answers.map((a) => a.quoteId)).size).toBe(20);
    expect(bodies[0]?.data.quotes.length).toBeGreaterThan(10);
    for (const body of bodies) expect(body).toEqual(bodies[0]);

    const rows = await storedRows(20);
    expect(rows).toHaveLength(20);
    // The answer is priced and stored once, and the 20 requests point at it (ADR 0053).
    expect(new Set(rows.map((row) => row.resultId)).size).toBe(1);
    for (const row of rows) {
      expect(row.request).toMatchObject({ person1Age: 60 });
      expect((row.result as { quotes: unknown[] }).quotes).toHaveLength(bodies[0]?.data.quotes.length ?? -1);
    }
  });

  it('that differ are stored at once, each pointing at its own answer', async () => {
    const ages = [20, 30, 40, 50, 70];
    const responses = await Promise.all(
      ages.map((person1Age) =>
        t.app.inject({
          method: 'POST',
          url: '/api/quotations/visitors-to-canada',
          payload: { ...visitor, person1Age },
        }),
      ),
    );
    const answers = responses.map((r) => {
      expect(r.statusCode).toBe(200);
      return (r.json() as { data: TravelQuoteResult }).data;
    });
    const rows = await storedRows(ages.length);
    expect(new Set(rows.map((row) => row.resultId)).size).toBe(ages.length);
    for (const row of rows) {
      const answer = answers[ages.indexOf((row.request as { person1Age: number }).person1Age)];
      const stored = (row.result as { quotes: [string, number, number][] }).quotes;
      // The stored result is the one this request was answered with, plan by plan.
      expect(stored.map(([planCode, , premium]) => [planCode, premium])).toEqual(
        answer?.quotes.map((q) => [q.planCode, q.premiumAmount]),
      );
    }
  });

  it('use a newly loaded rate version, and record it', async () => {
    await quote();
    await t.db
      .update(travelRateTables)
      .set({ version: '2099.01-test' })
      .where(eq(travelRateTables.name, 'visitor-rates'));
    // A load in this process forgets the versions at once; other processes within seconds (N3).
    forgetActiveRates(t.db);
    const response = await quote();
    expect(response.statusCode).toBe(200);
    const [row] = await storedRows(1);
    expect(row?.rateVersions).toContainEqual(
      expect.objectContaining({ table: 'visitor-rates', version: '2099.01-test' }),
    );
  });
});
