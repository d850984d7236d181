// The rates admin API: the list of active tables and life imports (N8, ADR 0116). Travel imports
// are travel-rate-import.test.ts, the workbook limits workbook-limits.test.ts.

import { readFileSync } from 'node:fs';
import { RATE_CSV_FIXED_COLUMNS } from '@brokerage/shared/life-quote/life-rates';
import { EMPTY_PLAN_DETAILS, RATE_CSV_DETAIL_COLUMNS } from '@brokerage/shared/life-quote/plan-details';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addYears, todayInZone } from '@brokerage/shared/dates/civil-date';
import type { LifeQuoteResult } from '@brokerage/shared/life-quote/life-quote-request';
import type {
  RateStaged,
  RateTableStatus,
  RateVersionEntry,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import { seedDatabase } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { auditActions, call, useAdminAndUserTokens } from '../admin/admin-test-helpers.ts';

const t = useTestApp();
const tokens = useAdminAndUserTokens(t);

const today = todayInZone(new Date());
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const lifeSample = (product: string) =>
  readFileSync(new URL(`../../db/rate-tables/life/${product}.csv`, import.meta.url), 'utf8');

const FIRST_AGE_COLUMN = RATE_CSV_FIXED_COLUMNS.length + RATE_CSV_DETAIL_COLUMNS.length;

/** A sheet without the optional plan-detail columns, as older sheets are. */
const withoutDetailColumns = (csv: string) =>
  csv
    .split('\n')
    .map((line) => {
      const cells = line.split(',');
      return [...cells.slice(0, RATE_CSV_FIXED_COLUMNS.length), ...cells.slice(FIRST_AGE_COLUMN)].join(',');
    })
    .join('\n');

/** The sample sheet cut to one insurer, every rate doubled, without its '#' lines. */
function manulifeOnlyDoubled(product: string): string {
  const [header, ...rows] = lifeSample(product)
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
  const kept = rows
    .filter((row) => row.startsWith('MANULIFE,'))
    .map((row) => {
      const cells = row.split(',');
      return cells
        .map((cell, i) => (i >= FIRST_AGE_COLUMN && cell !== '' ? (Number(cell) * 2).toFixed(4) : cell))
        .join(',');
    });
  return [header, ...kept].join('\n');
}

function lifeImport(payload: unknown, token = tokens.admin) {
  return call(t.app, 'POST', '/api/admin/rates/life', { token, payload });
}

function activateVersion(catalogue: string, version: string, token = tokens.admin) {
  return call(t.app, 'POST', `/api/admin/rates/${catalogue}/versions/${version}/activate`, { token });
}

/** Imports a life sheet and makes it active at once, as staff do after its preview (ADR 0116). */
async function lifeImportActive(payload: { product: string; version: string; file: unknown }) {
  const staged = await lifeImport(payload);
  expect(staged.statusCode, staged.body).toBe(200);
  const made = await activateVersion(payload.product, payload.version);
  expect(made.statusCode, made.body).toBe(200);
  return made;
}

async function activeTables(): Promise<RateTableStatus[]> {
  const response = await call(t.app, 'GET', '/api/admin/rates', { token: tokens.admin });
  return (response.json() as { data: RateTableStatus[] }).data;
}

async function termLifeQuote(): Promise<LifeQuoteResult> {
  const response = await call(t.app, 'POST', '/api/quotations/term-life', {
    payload: {
      birthDate: addYears(today, -40),
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
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: LifeQuoteResult }).data;
}

describe('GET /api/admin/rates', () => {
  it('lists the active sample tables to an admin only', async () => {
    expect((await call(t.app, 'GET', '/api/admin/rates')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/rates', { token: tokens.user })).statusCode).toBe(403);
    const response = await call(t.app, 'GET', '/api/admin/rates', { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    const tables = (response.json() as { data: RateTableStatus[] }).data;
    expect(tables.filter((x) => x.kind === 'life').map((x) => x.table)).toEqual([
      'critical-illness',
      'kids-life',
      'mortgage-protection',
      'term-life',
      'whole-life',
    ]);
    expect(tables.filter((x) => x.kind === 'travel')).toHaveLength(TRAVEL_RATE_TABLES.length);
    expect(tables.every((x) => x.source === 'sample')).toBe(true);
  });
});

describe('POST /api/admin/rates/life (N8)', () => {
  it('stages an imported CSV with a preview; made active, quotes use it, record its version and drop the sample notice', async () => {
    const before = await termLifeQuote();
    const manulifeBefore = before.quotes.find((q) => q.insurerCode === 'MANULIFE');
    expect(before.sampleRates).toBe(true);

    const response = await lifeImport({
      product: 'term-life',
      version: '2027.01-manulife',
      file: { fileName: 'term-life.csv', content: base64(manulifeOnlyDoubled('term-life')) },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { message: string; data: RateStaged };
    expect(answer.message).toMatch(
      /rate rows of version 2027\.01-manulife of the term-life rates loaded: check the changes, then make them active/,
    );
    // The whole product's table: every other insurer's plan would go.
    expect(answer.data.preview).toMatchObject({ catalogue: 'term-life', active: false, coversInsurer: null });
    expect(answer.data.preview.removed.length).toBeGreaterThan(0);
    expect(answer.data.preview.removed.every((p) => p.company !== 'Manulife')).toBe(true);
    // Staged: quotes keep the sample table until staff make it active.
    expect((await termLifeQuote()).rateVersions).toEqual(before.rateVersions);
    expect((await activeTables()).find((x) => x.table === 'term-life')?.source).toBe('sample');

    const made = await activateVersion('term-life', '2027.01-manulife');
    expect(made.statusCode).toBe(200);
    expect((made.json() as { message: string }).message).toBe(
      'Version 2027.01-manulife is now the term-life rates',
    );
    expect((made.json() as { data: RateTableStatus[] }).data).toContainEqual(
      expect.objectContaining({ table: 'term-life', version: '2027.01-manulife', source: 'imported' }),
    );

    const after = await termLifeQuote();
    expect(after.sampleRates).toBe(false);
    expect(after.rateVersions).toEqual(['term-life:2027.01-manulife']);
    expect(new Set(after.quotes.map((q) => q.insurerCode))).toEqual(new Set(['MANULIFE']));
    // Doubled rates: the premium less the policy fee doubles (to within rounding).
    expect(after.quotes[0]?.premiumAmount).toBeGreaterThan((manulifeBefore?.premiumAmount ?? 0) * 1.8);
    // The plan details travel with the sheet.
    expect(manulifeBefore?.details?.goodToKnow).toBeTruthy();
    expect(after.quotes[0]?.details).toEqual(manulifeBefore?.details);
  });

  it('imports a sheet without the plan-detail columns; its plans say their details are not stated', async () => {
    await lifeImportActive({
      product: 'mortgage-protection',
      version: 'no-details-1',
      file: {
        fileName: 'mortgage.csv',
        content: base64(withoutDetailColumns(manulifeOnlyDoubled('mortgage-protection'))),
      },
    });
    const quoted = await call(t.app, 'POST', '/api/quotations/mortgage-protection', {
      payload: {
        birthDate: addYears(today, -40),
        gender: 'male',
        smoke: false,
        citizen: true,
        province: 'ON',
        coverage: 500000,
        premiumPaymentDuration: 'monthly',
        paymentPeriod: 2,
        page: 1,
      },
    });
    const plan = (quoted.json() as { data: LifeQuoteResult }).data.quotes[0];
    expect(plan?.details).toEqual(EMPTY_PLAN_DETAILS);
  });

  it('keeps an imported table when the server starts again and reseeds the sample files', async () => {
    await seedDatabase(t.db);
    const tables = (
      (await call(t.app, 'GET', '/api/admin/rates', { token: tokens.admin })).json() as {
        data: RateTableStatus[];
      }
    ).data;
    expect(tables.find((x) => x.table === 'term-life')?.version).toBe('2027.01-manulife');
  });

  it('refuses a version already loaded', async () => {
    const response = await lifeImport({
      product: 'term-life',
      version: '2027.01-manulife',
      file: { fileName: 'term-life.csv', content: base64(manulifeOnlyDoubled('term-life')) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already loaded; give the new sheet a new version/);
  });

  it.each([
    [
      'an unknown insurer',
      (csv: string) => csv.replace('\nMANULIFE,', '\nNOBODY,'),
      /line 2: unknown insurer code NOBODY/,
    ],
    [
      'a period the product lacks',
      (csv: string) => csv.replace(/\nMANULIFE,([^,]*),([^,]*),\d+,/, '\nMANULIFE,$1,$2,99,'),
      /line 2: payment_period 99/,
    ],
    ['a bad rate', (csv: string) => csv.replace(/,(\d+\.\d{4})\n/, ',abc\n'), /bad rate abc/],
    ['a wrong header', (csv: string) => csv.replace('insurer_code', 'insurer'), /header must start with/],
    ['no rows', (csv: string) => csv.split('\n')[0] ?? '', /no rate rows/],
    [
      'an unknown underwriting',
      (csv: string) => csv.replace(/,(medical-exam|simplified-issue),/, ',blood-test,'),
      /line 2: underwriting must be medical-exam or simplified-issue/,
    ],
  ])('refuses a sheet with %s, naming the problem, and stores nothing', async (_, spoil, message) => {
    const response = await lifeImport({
      product: 'whole-life',
      version: 'broken-1',
      file: { fileName: 'whole-life.csv', content: base64(spoil(manulifeOnlyDoubled('whole-life'))) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    const tables = (
      (await call(t.app, 'GET', '/api/admin/rates', { token: tokens.admin })).json() as {
        data: RateTableStatus[];
      }
    ).data;
    expect(tables.find((x) => x.table === 'whole-life')?.source).toBe('sample');
  });

  it('reads the first worksheet of an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rates');
    for (const line of manulifeOnlyDoubled('kids-life').split('\n'))
      sheet.addRow(line.split(',').map((cell) => (/^\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)));
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await lifeImport({
      product: 'kids-life',
      version: 'xlsx-1',
      file: { fileName: 'kids.xlsx', content: base64(bytes) },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: RateStaged }).data.count).toBeGreaterThan(0);
  });

  it('answers bad requests and non-admins with clear messages', async () => {
    const bad = await lifeImport({
      product: 'pet-life',
      version: 'a b',
      file: { fileName: 'x.pdf', content: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      product: 'Choose a life product',
      version: 'Use letters, digits, dots, dashes or underscores for the version',
      'file.fileName': 'Choose a .csv or .xlsx file',
    });
    const notXlsx = await lifeImport({
      product: 'kids-life',
      version: 'xlsx-2',
      file: { fileName: 'kids.xlsx', content: base64('not a workbook') },
    });
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().message).toBe('The file is not a readable .xlsx workbook');
    expect((await lifeImport({}, tokens.user)).statusCode).toBe(403);
  });
});

describe('a re-imported life sample sheet (N8)', () => {
  it('stays sample', async () => {
    const response = await lifeImportActive({
      product: 'mortgage-protection',
      version: 'sample-again-1',
      file: { fileName: 'mortgage-protection.csv', content: base64(lifeSample('mortgage-protection')) },
    });
    expect((response.json() as { data: RateTableStatus[] }).data).toContainEqual(
      expect.objectContaining({ table: 'mortgage-protection', version: 'sample-again-1', source: 'sample' }),
    );
  });
});

describe("a life import of one insurer's plans (ADR 0116)", () => {
  const ciQuote = async () => {
    const response = await call(t.app, 'POST', '/api/quotations/critical-illness', {
      payload: {
        birthDate: addYears(today, -45),
        gender: 'male',
        smoke: false,
        citizen: true,
        province: 'ON',
        coverage: 100000,
        premiumPaymentDuration: 'annually',
        paymentPeriod: 0,
        illnessCovered: 'core-4',
        page: 1,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: LifeQuoteResult }).data;
  };

  it("keeps the others' plans, previews the price moves at sample ages, and the previous version comes back", async () => {
    const before = await ciQuote();
    const others = before.quotes.filter((q) => q.insurerCode !== 'MANULIFE');
    expect(others.length).toBeGreaterThan(0);

    const wrong = await lifeImport({
      product: 'critical-illness',
      version: 'ci-wrong',
      file: { fileName: 'ci.csv', content: base64(lifeSample('critical-illness')) },
      insurer: 'MANULIFE',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/plan [A-Z_-]+ is of [A-Z_]+, not MANULIFE/);

    const response = await lifeImport({
      product: 'critical-illness',
      version: 'ci-manulife-2027',
      file: { fileName: 'ci.csv', content: base64(manulifeOnlyDoubled('critical-illness')) },
      insurer: 'MANULIFE',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { preview } = (response.json() as { data: RateStaged }).data;
    expect(preview).toMatchObject({
      catalogue: 'critical-illness',
      coversInsurer: 'MANULIFE',
      active: false,
      added: [],
      removed: [],
      sampleAges: [25, 45, 65],
    });
    expect(preview.priceBasis).toMatch(/Annual premium for \$100,000/);
    expect(preview.unchanged).toBeGreaterThan(0);
    expect(preview.priceMoves.length).toBeGreaterThan(0);
    for (const move of preview.priceMoves) {
      expect(move.company).toBe('Manulife');
      // Rates doubled, the policy fee kept: the premium less the fee doubles (to the cent).
      if (move.before !== null && move.after !== null) expect(move.after).toBeGreaterThan(move.before * 1.5);
    }
    // Staged only: quotes unchanged until it is made active.
    expect((await ciQuote()).quotes).toEqual(before.quotes);

    const versions = await call(t.app, 'GET', '/api/admin/rates/critical-illness/versions', {
      token: tokens.admin,
    });
    const listed = (versions.json() as { data: RateVersionEntry[] }).data;
    expect(listed[0]).toMatchObject({
      version: 'ci-manulife-2027',
      active: false,
      coversInsurer: 'MANULIFE',
    });
    const previous = listed.find((v) => v.active)?.version ?? '';

    expect((await activateVersion('critical-illness', 'ci-manulife-2027')).statusCode).toBe(200);
    const after = await ciQuote();
    // The others quoted as before; Manulife dearer; the carried sample rows keep the notice (N8).
    expect(after.quotes.filter((q) => q.insurerCode !== 'MANULIFE')).toEqual(others);
    const manulife = (r: LifeQuoteResult) => r.quotes.find((q) => q.insurerCode === 'MANULIFE');
    expect(Number(manulife(after)?.premiumAmount)).toBeGreaterThan(Number(manulife(before)?.premiumAmount));
    expect(after.sampleRates).toBe(true);
    expect(after.rateVersions).toEqual(['critical-illness:ci-manulife-2027']);
    // A restart's seed leaves the one-insurer import alone.
    await seedDatabase(t.db);
    expect((await ciQuote()).rateVersions).toEqual(['critical-illness:ci-manulife-2027']);

    // The previous version again: its preview says what going back changes, then quotes are as before.
    const back = await call(t.app, 'GET', `/api/admin/rates/critical-illness/versions/${previous}/preview`, {
      token: tokens.admin,
    });
    expect((back.json() as { data: RateStaged['preview'] }).data.priceMoves.length).toBe(
      preview.priceMoves.length,
    );
    expect((await activateVersion('critical-illness', previous)).statusCode).toBe(200);
    expect((await ciQuote()).quotes).toEqual(before.quotes);
  });

  it('answers unknown versions and catalogues, and non-admins, clearly', async () => {
    expect((await activateVersion('whole-life', 'no-such-version')).statusCode).toBe(404);
    const unknown = await call(t.app, 'GET', '/api/admin/rates/pet-life/versions', { token: tokens.admin });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toMatchObject({ catalogue: 'Choose travel or a life product' });
    expect((await activateVersion('whole-life', 'anything', tokens.user)).statusCode).toBe(403);
    const stranger = await lifeImport({
      product: 'whole-life',
      version: 'nobody-1',
      file: { fileName: 'w.csv', content: base64(manulifeOnlyDoubled('whole-life')) },
      insurer: 'NOBODY',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toMatch(/NOBODY is not an insurer of the list/);
  });
});

describe('the audit log of life imports (N25)', () => {
  it('writes each life import and activation', async () => {
    const actions = await auditActions(t.app, tokens.admin);
    expect(actions).toContain('rates.life-imported');
    expect(actions).toContain('rates.life-activated');
  });
});
