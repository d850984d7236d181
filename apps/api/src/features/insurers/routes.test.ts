import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { INSURERS } from '@brokerage/shared/catalogue/insurers';
import type { InsurerRecord, PublicInsurer } from '@brokerage/shared/insurers/insurer-schemas';
import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { RateStaged } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { TravelQuoteResult } from '@brokerage/shared/travel-quote/quote-result.schema';
import { seedDatabase } from '../../db/seed.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import type { Tokens } from '../admin/admin-test-helpers.ts';
import { RATE_FILES_DIR } from '../travel-quote/rate-files.ts';

let t: TestApp;
let tokens: Tokens;
beforeAll(async () => {
  t = await buildTestApp();
  tokens = await adminAndUserTokens(t.app, t.db);
});
afterAll(async () => {
  await t.close();
});

const northwind = {
  code: 'NORTHWIND',
  name: 'Northwind Assurance',
  logoUrl: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
  website: 'https://northwind.example',
  disclosures: 'Northwind pays us a commission of 20% of the first-year premium.',
};

const start = addDays(todayInZone(new Date()), 10);
async function visitorQuote(): Promise<TravelQuoteResult> {
  const response = await call(t.app, 'POST', '/api/quotations/visitors-to-canada', {
    payload: {
      quoteFor: 'single',
      person1Age: 45,
      preExistingPerson1: 'no',
      coverage: 100_000,
      province: 'ON',
      startDate: start,
      endDate: addDays(start, 29),
      numberOfDays: 30,
    },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: TravelQuoteResult }).data;
}

/** The sample's TuGo visitor plan as Northwind's: one plan, its rates, deductibles and benefits. */
function northwindFiles() {
  return TRAVEL_RATE_TABLES.map((table) => {
    const lines = readFileSync(`${RATE_FILES_DIR}${table}.csv`, 'utf8').split('\n');
    const header = lines.findIndex((l) => !l.startsWith('#'));
    const rows = lines
      .slice(header + 1)
      .filter((l) => l.startsWith('TUGO_VISITOR,'))
      .map((l) =>
        l
          .replace('TUGO_VISITOR,', 'NORTHWIND_VISITOR,')
          .replace(',TUGO,TuGo Visitors to Canada,', ',NORTHWIND,Northwind Visitor Care,'),
      );
    return {
      fileName: `${table}.csv`,
      content: Buffer.from([lines[header], ...rows].join('\n')).toString('base64'),
    };
  });
}

describe('insurers as data (ADR 0097)', () => {
  it('lists the seeded insurers publicly and to admins only with their details', async () => {
    const open = await call(t.app, 'GET', '/api/insurers');
    expect(open.statusCode).toBe(200);
    expect((open.json() as { data: PublicInsurer[] }).data.map((i) => i.name).sort()).toEqual(
      INSURERS.map((i) => i.name).sort(),
    );
    expect((await call(t.app, 'GET', '/api/admin/insurers')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/insurers', { token: tokens.user })).statusCode).toBe(403);
    expect(
      (await call(t.app, 'POST', '/api/admin/insurers', { token: tokens.user, payload: northwind }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses bad input with the field named', async () => {
    const response = await call(t.app, 'POST', '/api/admin/insurers', {
      token: tokens.admin,
      payload: {
        ...northwind,
        code: 'north wind',
        website: 'http://northwind.example',
        logoUrl: 'https://northwind.example/logo.png',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      code: 'Use 2 to 30 capital letters, digits or underscores for the code',
      website: 'Enter the website as an https:// address',
      logoUrl: 'Choose a PNG, JPEG, WebP or SVG image for the logo',
    });
    const taken = await call(t.app, 'POST', '/api/admin/insurers', {
      token: tokens.admin,
      payload: { ...northwind, code: 'TUGO' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ code: 'This code is taken' });
  });

  it('a new insurer and its travel plan are quoted without a deploy; renamed and retired at once', async () => {
    const refused = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: tokens.admin,
      payload: { version: 'northwind-1', files: northwindFiles(), insurer: 'NORTHWIND' },
    });
    expect(refused.statusCode).toBe(400);

    const added = await call(t.app, 'POST', '/api/admin/insurers', {
      token: tokens.admin,
      payload: northwind,
    });
    expect(added.statusCode).toBe(200);
    expect((added.json() as { data: InsurerRecord }).data).toMatchObject({ ...northwind, retired: false });

    const staged = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: tokens.admin,
      payload: { version: 'northwind-1', files: northwindFiles(), insurer: 'NORTHWIND' },
    });
    expect(staged.statusCode).toBe(200);
    const { preview } = (staged.json() as { data: RateStaged }).data;
    expect(preview.added).toEqual([
      { planCode: 'NORTHWIND_VISITOR', policyName: 'Northwind Visitor Care', company: 'Northwind Assurance' },
    ]);
    expect(preview.removed).toEqual([]);
    expect(preview.priceMoves).toEqual([]);

    const samples = await visitorQuote();
    const activated = await call(t.app, 'POST', '/api/admin/rates/travel/versions/northwind-1/activate', {
      token: tokens.admin,
    });
    expect(activated.statusCode).toBe(200);
    const quoted = await visitorQuote();
    const row = quoted.quotes.find((q) => q.planCode === 'NORTHWIND_VISITOR');
    expect(row).toMatchObject({ company: 'Northwind Assurance', policyName: 'Northwind Visitor Care' });
    expect(quoted.quotes.filter((q) => q.insurerCode !== 'NORTHWIND')).toEqual(samples.quotes);
    // The other insurers are carried over: still sample rates, still said so (N8).
    expect(quoted.isSampleRates).toBe(true);
    // A restart does not bring the samples back over it.
    await seedDatabase(t.db);
    expect((await visitorQuote()).quotes.map((q) => q.planCode)).toContain('NORTHWIND_VISITOR');

    const renamed = await call(t.app, 'PUT', '/api/admin/insurers/NORTHWIND', {
      token: tokens.admin,
      payload: { ...northwind, name: 'Northwind Insurance', retired: false },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await visitorQuote()).quotes.find((q) => q.planCode === 'NORTHWIND_VISITOR')?.company).toBe(
      'Northwind Insurance',
    );

    const retired = await call(t.app, 'PUT', '/api/admin/insurers/NORTHWIND', {
      token: tokens.admin,
      payload: { ...northwind, name: 'Northwind Insurance', retired: true },
    });
    expect((retired.json() as { data: InsurerRecord }).data.retired).toBe(true);
    expect((await visitorQuote()).quotes.map((q) => q.planCode)).not.toContain('NORTHWIND_VISITOR');
    const open = (await call(t.app, 'GET', '/api/insurers')).json() as { data: PublicInsurer[] };
    expect(open.data.map((i) => i.code)).not.toContain('NORTHWIND');
  });

  it('writes who changed what to the audit log (N25)', async () => {
    const response = await call(t.app, 'GET', '/api/admin/audit-log/1', { token: tokens.admin });
    const entries = (
      response.json() as { data: { list: { action: string; target: string | null; details: unknown }[] } }
    ).data.list.filter((e) => e.target === 'NORTHWIND');
    expect(entries.map((e) => e.action).sort()).toEqual(
      ['insurer.added', 'insurer.changed', 'insurer.retired', 'rates.travel-imported'].sort(),
    );
    expect(entries.find((e) => e.action === 'insurer.changed')?.details).toEqual({
      name: { from: 'Northwind Assurance', to: 'Northwind Insurance' },
    });
  });
});
