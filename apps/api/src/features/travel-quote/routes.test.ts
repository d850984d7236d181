import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { supervisaEndDate } from '@brokerage/shared/travel-quote/quote-request.schema';
import { travelQuoteAnswerSchema } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelQuoteResult } from '@brokerage/shared/travel-quote/quote-result.schema';
import { apiResponseSchema } from '@brokerage/shared/api/api-error';
import { useTestApp } from '../../test/build-test-app.ts';
import { findQuoteRequests } from './travel-quote.repository.ts';
import { visitorQuoteBody } from './travel-test-payloads.ts';

const t = useTestApp();

const today = todayInZone(new Date());
const start = addDays(today, 10);

const visitor = visitorQuoteBody(today);
const snowbirds = {
  age: 66,
  smoke: 'yes',
  startDate: start,
  endDate: addDays(start, 120),
  deductible: 500,
  planType: 'single-trip',
  whereToTravel: 'usa',
};

async function quote(product: string, body: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/quotations/${product}`,
    payload: body as object,
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: TravelQuoteResult; message?: string },
  };
}

describe('POST /api/quotations/<product>', () => {
  it('prices every visitor plan with deductibles, a GMS dash and summaries, in dollars', async () => {
    const { status, body } = await quote('visitors-to-canada', visitor);
    expect(status).toBe(200);
    const { quotes, deductibles, summary, isSampleRates } = body.data;
    expect(isSampleRates).toBe(true);
    expect(new Set(quotes.map((q) => q.company)).size).toBeGreaterThanOrEqual(8);
    expect(deductibles[0]).toBe(0);
    expect(deductibles).toContain(1000);
    const gms = quotes.find((q) => q.insurerCode === 'GMS');
    expect(gms?.deductibleAmount).toBeNull();
    for (const q of quotes) {
      expect(typeof q.premiumAmount).toBe('number');
      expect(Number.isInteger(Math.round((q.premiumAmount as number) * 100))).toBe(true);
      expect(summary[q.policyName]?.lines.length).toBeGreaterThan(0);
      expect(summary[q.policyName]?.policyWordingLink).toMatch(/^\/api\/travel\/policy-wordings\//);
    }
    // Cheapest first.
    const premiums = quotes.map((q) => q.premiumAmount as number);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect(quotes.some((q) => q.link?.startsWith('https://'))).toBe(true);
  });

  it('stores the request with its result and the rate-table versions', async () => {
    await quote('new-immigrants', visitor);
    const [row] = await findQuoteRequests(t.db, 1);
    expect(row?.product).toBe('new-immigrants');
    expect(row?.request).toMatchObject({ person1Age: 45 });
    expect((row?.result as TravelQuoteResult).quotes.length).toBeGreaterThan(0);
    expect(row?.rateVersions).toEqual(
      expect.arrayContaining([expect.objectContaining({ table: 'visitor-rates', source: 'sample' })]),
    );
  });

  it('gives super visa a one-year term and monthly instalments where offered', async () => {
    const body = { ...visitor, numberOfDays: undefined, startDate: start, endDate: supervisaEndDate(start) };
    const { status, body: answer } = await quote('supervisa', body);
    expect(status).toBe(200);
    expect(answer.data.quotes.some((q) => q.monthly !== null)).toBe(true);
    const withMonthly = answer.data.quotes.find((q) => q.monthly !== null);
    expect(withMonthly?.monthly?.depositAmount).toBeGreaterThan(
      2 * (withMonthly?.monthly?.instalmentAmount ?? 0),
    );
  });

  it('covers super visa for one full year from 29 February: to 28 February, not 27 (ADR 0089)', async () => {
    const leap = { ...visitor, numberOfDays: undefined, startDate: '2028-02-29' };
    const full = await quote('supervisa', { ...leap, endDate: '2029-02-28' });
    expect(full.status).toBe(200);
    const short = await quote('supervisa', { ...leap, endDate: '2029-02-27' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(
      'Super visa cover lasts exactly one year: the end date must be 2029-02-28',
    );
  });

  it.each([
    [
      'supervisa',
      { ...visitor, numberOfDays: undefined, coverage: 50_000 },
      'Super visa coverage must be at least $100,000',
    ],
    ['supervisa', { ...visitor, numberOfDays: undefined }, 'Super visa cover lasts exactly one year'],
    [
      'visitors-to-canada',
      { ...visitor, endDate: addDays(start, -1), numberOfDays: undefined },
      'End date cannot be before the start date',
    ],
    [
      'visitors-to-canada',
      { ...visitor, endDate: addDays(start, 730), numberOfDays: undefined },
      'The trip cannot be longer than 730 days',
    ],
    ['visitors-to-canada', { ...visitor, person1Age: 5 }, 'Age is not in the list'],
    [
      'visitors-to-canada',
      { ...visitor, startDate: addDays(today, -1), endDate: addDays(today, 5), numberOfDays: 7 },
      'Start date cannot be in the past',
    ],
    ['visitors-to-canada', { ...visitor, coverage: 'lots' }, 'Select your range'],
    [
      'international-students',
      { age: 70, effectiveDate: start, expiryDate: addDays(start, 100), preExistingPerson1: 'no' },
      'Age is not in the list',
    ],
    [
      'canadian-travellers',
      {
        age: 40,
        smoke: 'no',
        startDate: start,
        endDate: addDays(start, 5),
        planType: 'single-trip',
        whereToTravel: 'worldwide',
      },
      'Answer whether you are travelling through the USA',
    ],
  ])('answers 400 to an inconsistent %s request (%#)', async (product, body, message) => {
    const { status, body: answer } = await quote(product, body);
    expect(status).toBe(400);
    expect(answer.message).toContain(message);
  });

  it('writes every answer exactly as the response schema encodes it (ADR 0083)', async () => {
    const schema = apiResponseSchema(travelQuoteAnswerSchema());
    const cases: [string, unknown][] = [
      ['visitors-to-canada', visitor],
      [
        'visitors-to-canada',
        { ...visitor, quoteFor: 'two-persons', person2Age: 70, preExistingPerson2: 'yes' },
      ],
      [
        'supervisa',
        { ...visitor, numberOfDays: undefined, startDate: start, endDate: supervisaEndDate(start) },
      ],
      [
        'canadian-students',
        { age: 22, effectiveDate: start, expiryDate: addDays(start, 200), studying: 'abroad' },
      ],
      ['canadian-snowbirds', snowbirds],
    ];
    for (const [product, body] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/quotations/${product}`,
        payload: body as object,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).toBe(JSON.stringify(z.encode(schema, response.json())));
    }
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quotations/visitors-to-canada',
      headers: { 'content-type': 'application/json' },
      payload: '{"quoteFor":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON');
  });

  it('prices students with the plan coverage', async () => {
    const { status, body } = await quote('canadian-students', {
      age: 22,
      effectiveDate: start,
      expiryDate: addDays(start, 200),
      studying: 'abroad',
    });
    expect(status).toBe(200);
    expect(new Set(body.data.quotes.map((q) => q.insurerCode)).size).toBeGreaterThanOrEqual(2);
    expect(body.data.quotes.every((q) => (q.coverageAmount ?? 0) > 0)).toBe(true);
  });

  it('gives snowbirds several premiums per row (medical rate categories)', async () => {
    const { status, body } = await quote('canadian-snowbirds', snowbirds);
    expect(status).toBe(200);
    expect(body.data.quotes.some((q) => Array.isArray(q.premiumAmount) && q.premiumAmount.length >= 3)).toBe(
      true,
    );
    expect(body.data.quotes.some((q) => q.questionnaireLink !== null)).toBe(true);
  });
});

describe('POST /api/comparison', () => {
  const compare = (payload: object) => t.app.inject({ method: 'POST', url: '/api/comparison', payload });

  it('maps each benefit to one value per plan, null where a plan lacks it', async () => {
    const response = await compare({
      plan1: 'TuGo Visitors to Canada',
      company1: 'TuGo',
      plan2: 'Travelance Essential Visitor',
      company2: 'Travelance',
      plan3: 'GMS Visitor Insurance',
      company3: 'GMS',
      type: 'visitors-to-canada',
    });
    expect(response.statusCode).toBe(200);
    const map = response.json().data.data as Record<string, (string | null)[]>;
    expect(map['Emergency Dental']).toEqual(['$3,000', '$2,000', '$1,000']);
    expect(map.Refund).toEqual([
      'Full refund before the effective date',
      null,
      'Full refund before the effective date',
    ]);
  });

  it('answers 400 when plan 3 lacks its company and 404 for an unknown plan', async () => {
    const base = {
      plan1: 'TuGo Visitors to Canada',
      company1: 'TuGo',
      plan2: 'GMS Visitor Insurance',
      company2: 'GMS',
      type: 'visitors-to-canada',
    };
    const half = await compare({ ...base, plan3: 'X' });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Plan 3 needs both a plan and a company');
    const unknown = await compare({ ...base, plan2: 'Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We could not find the plan Nope of GMS');
  });
});

describe('GET /api/travel/rate-status', () => {
  it('says the sample tables are active', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/travel/rate-status' });
    expect(response.json()).toEqual({ data: { isSampleRates: true } });
  });
});

describe('plan documents', () => {
  it('serves a policy wording page and 404s an unknown plan', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/travel/policy-wordings/GMS_VISITOR' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('GMS Visitor Insurance');
    const missing = await t.app.inject({ method: 'GET', url: '/api/travel/policy-wordings/NOPE' });
    expect(missing.statusCode).toBe(404);
  });
});
