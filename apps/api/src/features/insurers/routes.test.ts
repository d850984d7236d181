import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { INSURERS } from '@brokerage/shared/catalogue/insurers';
import type { InsurerRecord, PublicInsurer } from '@brokerage/shared/insurers/insurer-schemas';
import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { RateStaged } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { TravelQuoteResult } from '@brokerage/shared/travel-quote/quote-result.schema';
import { seedDatabase } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { call, useAdminAndUserTokens } from '../admin/admin-test-helpers.ts';
import { RATE_FILES_DIR } from '../travel-quote/rate-files.ts';
import { visitorQuoteBody } from '../travel-quote/travel-test-payloads.ts';

const t = useTestApp();
const tokens = useAdminAndUserTokens(t);

/** A 1 x 1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
  'base64',
);

const northwind = {
  code: 'NORTHWIND',
  name: 'Northwind Assurance',
  logoUrl: `data:image/png;base64,${PNG_BASE64}`,
  website: 'https://northwind.example',
  disclosures: 'Northwind pays us a commission of 20% of the first-year premium.',
};

async function visitorQuote(): Promise<TravelQuoteResult> {
  const response = await call(t.app, 'POST', '/api/quotations/visitors-to-canada', {
    payload: visitorQuoteBody(todayInZone(new Date())),
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
      logoUrl: 'Choose a PNG, JPEG or WebP image for the logo',
    });
    const taken = await call(t.app, 'POST', '/api/admin/insurers', {
      token: tokens.admin,
      payload: { ...northwind, code: 'TUGO' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ code: 'This code is taken' });
    // An SVG is refused, named as such or passed off as a PNG: the bytes are checked (ADR 0117).
    for (const logoUrl of [`data:image/svg+xml;base64,${svg}`, `data:image/png;base64,${svg}`]) {
      const refused = await call(t.app, 'POST', '/api/admin/insurers', {
        token: tokens.admin,
        payload: { ...northwind, code: 'SVGCO', logoUrl },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors.logoUrl).toMatch(/^Choose a PNG, JPEG or WebP image/);
    }
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

  it('serves the public list cacheable for a minute and each logo at a versioned URL cacheable for good (ADR 0117)', async () => {
    const open = await call(t.app, 'GET', '/api/insurers');
    expect(open.headers['cache-control']).toBe('public, max-age=60');
    const list = (open.json() as { data: PublicInsurer[] }).data;
    expect(list.find((i) => i.code === 'TUGO')?.logoUrl).toBeNull();
    expect((await call(t.app, 'GET', '/api/insurers/TUGO/logo')).statusCode).toBe(404);

    const maple = { ...northwind, code: 'MAPLE_MUTUAL', name: 'Maple Mutual' };
    expect(
      (await call(t.app, 'POST', '/api/admin/insurers', { token: tokens.admin, payload: maple })).statusCode,
    ).toBe(200);
    const listed = ((await call(t.app, 'GET', '/api/insurers')).json() as { data: PublicInsurer[] }).data;
    const logoUrl = listed.find((i) => i.code === 'MAPLE_MUTUAL')?.logoUrl ?? '';
    expect(logoUrl).toMatch(/^\/api\/insurers\/MAPLE_MUTUAL\/logo\?v=[\w-]+$/);
    const logo = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);

    // A new image is a new URL; the audit names the logo by its version, not its bytes.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');
    await call(t.app, 'PUT', '/api/admin/insurers/MAPLE_MUTUAL', {
      token: tokens.admin,
      payload: { ...maple, logoUrl: `data:image/jpeg;base64,${jpeg}`, retired: false },
    });
    const again = ((await call(t.app, 'GET', '/api/insurers')).json() as { data: PublicInsurer[] }).data;
    const newUrl = again.find((i) => i.code === 'MAPLE_MUTUAL')?.logoUrl ?? '';
    expect(newUrl).not.toBe(logoUrl);
    expect((await t.app.inject({ method: 'GET', url: newUrl })).headers['content-type']).toBe('image/jpeg');
    const audit = await call(t.app, 'GET', '/api/admin/audit-log/1', { token: tokens.admin });
    const changed = (
      audit.json() as { data: { list: { action: string; target: string | null; details: unknown }[] } }
    ).data.list.find((e) => e.target === 'MAPLE_MUTUAL' && e.action === 'insurer.changed');
    expect(changed?.details).toEqual({
      logoUrl: { from: logoUrl.split('v=')[1], to: newUrl.split('v=')[1] },
    });
  });

  it("names a new insurer's life plans by the name staff gave it (ADR 0097)", async () => {
    const added = await call(t.app, 'POST', '/api/admin/insurers', {
      token: tokens.admin,
      payload: { ...northwind, code: 'BEACON', name: 'Beacon Life', logoUrl: '' },
    });
    expect(added.statusCode).toBe(200);
    const sample = readFileSync(new URL('../../db/rate-tables/life/term-life.csv', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#'));
    const beacon = [
      sample[0],
      ...sample
        .slice(1)
        .filter((l) => l.startsWith('MANULIFE,'))
        .map((l) => l.replace(/^MANULIFE,MANULIFE-/, 'BEACON,BEACON-')),
    ].join('\n');
    const staged = await call(t.app, 'POST', '/api/admin/rates/life', {
      token: tokens.admin,
      payload: {
        product: 'term-life',
        version: 'beacon-1',
        file: { fileName: 'term-life.csv', content: Buffer.from(beacon).toString('base64') },
        insurer: 'BEACON',
      },
    });
    expect(staged.statusCode, staged.body).toBe(200);
    const { preview } = (staged.json() as { data: RateStaged }).data;
    expect(preview.added.map((p) => p.company)).toContain('Beacon Life');
    expect(
      (
        await call(t.app, 'POST', '/api/admin/rates/term-life/versions/beacon-1/activate', {
          token: tokens.admin,
        })
      ).statusCode,
    ).toBe(200);
    const quoted = await call(t.app, 'POST', '/api/quotations/term-life', {
      payload: {
        birthDate: addDays(todayInZone(new Date()), -40 * 366),
        gender: 'male',
        smoke: false,
        citizen: true,
        province: 'ON',
        coverage: 500000,
        premiumPaymentDuration: 'annually',
        paymentPeriod: 2,
        page: 1,
      },
    });
    const quotes = (quoted.json() as { data: { quotes: { insurerCode: string; company: string }[] } }).data
      .quotes;
    expect(quotes.find((q) => q.insurerCode === 'BEACON')?.company).toBe('Beacon Life');
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
