// Eligibility as data (ADR 0115) and plan type and destination priced (ADR 0115), over HTTP: a
// plan is quoted only to whom its sheet says it covers, its eligibility words and plan option come
// from the same data, and staff see what an import changes of it before making it active.

import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { RateStaged } from '@brokerage/shared/rate-import/rate-import-schemas';
import { supervisaEndDate } from '@brokerage/shared/travel-quote/quote-request.schema';
import type { TravelQuoteAnswer, TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { readFileSync } from 'node:fs';
import { useTestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import { RATE_FILES_DIR } from './rate-files.ts';
import { visitorQuoteBody } from './travel-test-payloads.ts';

const today = todayInZone(new Date());
const start = addDays(today, 10);

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = (await adminAndUserTokens(t.app, t.db)).admin;
});

async function quote(product: string, body: object): Promise<TravelQuoteAnswer> {
  const response = await call(t.app, 'POST', `/api/quotations/${product}`, { payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: TravelQuoteAnswer }).data;
}

/** A traveller's trip of `days` days from `start`. */
const trip = (overrides: object = {}, days = 30) => ({
  age: 45,
  smoke: 'no',
  startDate: start,
  endDate: addDays(start, days - 1),
  planType: 'single-trip',
  whereToTravel: 'canada',
  ...overrides,
});

const codes = (answer: TravelQuoteAnswer) => [...new Set(answer.quotes.map((q) => q.planCode))].sort();
const premiumOf = (answer: TravelQuoteAnswer, planCode: string) => {
  const row = answer.quotes.find((q: TravelQuoteRow) => q.planCode === planCode && q.deductibleAmount === 0);
  return Array.isArray(row?.premiumAmount) ? row.premiumAmount[0] : row?.premiumAmount;
};

describe('a plan is quoted only to whom it covers', () => {
  it('offers no snowbird plan to a traveller of 45, and offers it at 65', async () => {
    const young = await quote('canadian-travellers', trip());
    expect(codes(young)).not.toContain('TUGO_SNOWBIRD');
    expect(codes(young)).toContain('MANULIFE_TRAVEL');
    const older = await quote('canadian-travellers', trip({ age: 65 }));
    expect(codes(older)).toContain('TUGO_SNOWBIRD');
  });

  it('answers super visa with super visa plans only', async () => {
    const answer = await quote('supervisa', {
      ...visitorQuoteBody(today),
      startDate: start,
      endDate: supervisaEndDate(start),
      numberOfDays: null,
    });
    expect(answer.quotes.length).toBeGreaterThan(0);
    expect(codes(answer).every((code) => code.endsWith('_SUPER_VISA'))).toBe(true);
    const visitors = await quote('visitors-to-canada', visitorQuoteBody(today));
    expect(codes(visitors).some((code) => code.endsWith('_SUPER_VISA'))).toBe(false);
  });

  it('leaves out a plan that does not go where the traveller goes, or not for that long', async () => {
    const snowbird = { age: 70 };
    expect(codes(await quote('canadian-snowbirds', trip({ ...snowbird, whereToTravel: 'usa' })))).toContain(
      'TWENTY_FIRST_SNOWBIRD',
    );
    const worldwide = await quote(
      'canadian-snowbirds',
      trip({ ...snowbird, whereToTravel: 'worldwide', travelingThrough: 'no' }),
    );
    expect(codes(worldwide)).not.toContain('TWENTY_FIRST_SNOWBIRD');
    // Allianz covers trips of up to 90 days.
    expect(codes(await quote('canadian-travellers', trip({}, 90)))).toContain('ALLIANZ_TRAVEL');
    expect(codes(await quote('canadian-travellers', trip({}, 91)))).not.toContain('ALLIANZ_TRAVEL');
  });
});

describe('plan type and destination change the price (ADR 0115)', () => {
  it('prices the USA and worldwide dearer than Canada', async () => {
    const canada = premiumOf(await quote('canadian-travellers', trip()), 'MANULIFE_TRAVEL') ?? 0;
    const usa = premiumOf(
      await quote('canadian-travellers', trip({ whereToTravel: 'usa' })),
      'MANULIFE_TRAVEL',
    );
    const world = premiumOf(
      await quote('canadian-travellers', trip({ whereToTravel: 'worldwide', travelingThrough: 'yes' })),
      'MANULIFE_TRAVEL',
    );
    expect(canada).toBeGreaterThan(0);
    expect(usa).toBeGreaterThan(canada);
    expect(world).toBeGreaterThan(canada);
  });

  it('prices a 30-day multi trip annual plan as a year of cover, not as the 30-day trip', async () => {
    const single = await quote('canadian-travellers', trip());
    const annual = await quote('canadian-travellers', trip({ planType: 'multi-trip-annual' }));
    // Only plans with an annual cover whose longest trip holds 30 days.
    expect(codes(annual)).toEqual(['BLUE_CROSS_TRAVEL', 'MANULIFE_TRAVEL']);
    const singlePremium = premiumOf(single, 'MANULIFE_TRAVEL') ?? 0;
    // Manulife's annual cover: 75 days at the daily rate of its 30-day trips.
    expect(premiumOf(annual, 'MANULIFE_TRAVEL')).toBeCloseTo((singlePremium / 30) * 75, 1);
    // A shorter first trip costs the same annual premium.
    const shortTrip = await quote('canadian-travellers', trip({ planType: 'multi-trip-annual' }, 10));
    expect(premiumOf(shortTrip, 'MANULIFE_TRAVEL')).toBe(premiumOf(annual, 'MANULIFE_TRAVEL'));
  });
});

describe('eligibility words and plan options from the same data', () => {
  it('gives each quoted plan its option and its eligibility in words, and the options offered', async () => {
    const answer = await quote('canadian-travellers', trip({ age: 65, whereToTravel: 'usa' }));
    expect(answer.planOptions).toEqual(['medical-emergency', 'all-inclusive']);
    expect(answer.summary['Manulife CoverMe Travel']).toMatchObject({
      option: 'all-inclusive',
      eligibility: [
        'All Inclusive plan.',
        'Covers travellers aged 0 to 89.',
        'Single Trip: one trip of up to 182 days.',
        'Multi Trip Annual: a year of trips, each of up to 30 days.',
        'Covers travel to Canada, USA and worldwide.',
      ],
    });
    expect(answer.summary['TuGo Snowbird Medical']?.eligibility).toContain(
      'Covers travellers aged 55 to 89.',
    );
    const visitors = await quote('visitors-to-canada', visitorQuoteBody(today));
    expect(visitors.planOptions).toEqual(['medical-emergency']);
  });
});

describe('eligibility columns at /admin/rates', () => {
  const sample = (table: string) => readFileSync(`${RATE_FILES_DIR}${table}.csv`, 'utf8');
  const files = (plans: (csv: string) => string) =>
    TRAVEL_RATE_TABLES.map((table) => ({
      fileName: `${table}.csv`,
      content: Buffer.from(table === 'plans' ? plans(sample(table)) : sample(table)).toString('base64'),
    }));
  // TuGo's snowbird plan from 60 instead of 55.
  const olderSnowbirds = (csv: string) => csv.replace(/^(TUGO_SNOWBIRD,(?:[^,]*,){11})55,/m, '$160,');

  it('previews what an import changes of who the plans cover, and quotes by it once active', async () => {
    const staged = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: admin,
      payload: { version: '2027-eligibility-1', files: files(olderSnowbirds) },
    });
    expect(staged.statusCode, staged.body).toBe(200);
    const { preview } = (staged.json() as { data: RateStaged }).data;
    expect(preview.eligibility).toEqual([
      expect.objectContaining({
        planCode: 'TUGO_SNOWBIRD',
        before: expect.arrayContaining(['Covers travellers aged 55 to 89.']) as unknown,
        after: expect.arrayContaining(['Covers travellers aged 60 to 89.']) as unknown,
      }),
    ]);
    expect(codes(await quote('canadian-travellers', trip({ age: 57 })))).toContain('TUGO_SNOWBIRD');
    const activated = await call(
      t.app,
      'POST',
      '/api/admin/rates/travel/versions/2027-eligibility-1/activate',
      {
        token: admin,
      },
    );
    expect(activated.statusCode, activated.body).toBe(200);
    expect(codes(await quote('canadian-travellers', trip({ age: 57 })))).not.toContain('TUGO_SNOWBIRD');
  });

  it('refuses a sheet whose eligibility column means nothing, naming plan and column', async () => {
    const response = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: admin,
      payload: {
        version: '2027-eligibility-2',
        files: files((csv) => csv.replace('canada:0;usa:40;worldwide:55', 'canada:0;mars:40')),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(
      'plan TUGO_SNOWBIRD: destinations: mars is not canada, usa or worldwide',
    );
  });
});
