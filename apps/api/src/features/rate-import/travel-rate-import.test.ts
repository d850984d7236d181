// Travel rate imports (N8, N9): the full set of tables, staged with a preview, made active,
// one insurer at a time, kept across restarts.

import { readFileSync } from 'node:fs';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { RateStaged, RateVersionEntry } from '@brokerage/shared/rate-import/rate-import-schemas';
import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { TravelQuoteResult } from '@brokerage/shared/travel-quote/quote-result.schema';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { auditActions, call, useAdminAndUserTokens } from '../admin/admin-test-helpers.ts';
import { RATE_FILES_DIR } from '../travel-quote/rate-files.ts';
import { visitorQuoteBody } from '../travel-quote/travel-test-payloads.ts';

const t = useTestApp();
const tokens = useAdminAndUserTokens(t);

const today = todayInZone(new Date());
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const travelSample = (table: string) => readFileSync(`${RATE_FILES_DIR}${table}.csv`, 'utf8');

describe('POST /api/admin/rates/travel (N8, N9)', () => {
  async function visitorQuote(): Promise<TravelQuoteResult> {
    const response = await call(t.app, 'POST', '/api/quotations/visitors-to-canada', {
      payload: visitorQuoteBody(today),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: TravelQuoteResult }).data;
  }
  const files = (rename: (csv: string) => string = (csv) => csv) =>
    TRAVEL_RATE_TABLES.map((table) => ({
      fileName: `${table}.csv`,
      content: base64(rename(travelSample(table))),
    }));

  it('refuses an incomplete set, naming the missing tables', async () => {
    const response = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: tokens.admin,
      payload: { version: 'partial-1', files: files().slice(0, 2) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The rate sheets were not loaded: student-rates, traveller-rates, deductibles, benefits missing',
    );
  });

  it('refuses a file that is not one of the tables', async () => {
    const response = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: tokens.admin,
      payload: { version: 'odd-1', files: [{ fileName: 'rates.csv', content: base64('a,b') }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/"rates" is not a travel rate table/);
  });

  const activate = (version: string) =>
    call(t.app, 'POST', `/api/admin/rates/travel/versions/${version}/activate`, { token: tokens.admin });

  it('stores an import inactive with a preview; once made active quotes use it, and a restart keeps it', async () => {
    expect((await visitorQuote()).isSampleRates).toBe(true);
    const response = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: tokens.admin,
      payload: {
        version: '2027-travel-1',
        files: files((csv) =>
          csv
            .replaceAll('TuGo Visitors to Canada', 'TuGo Visitors 2027')
            .replace('source: sample', 'source: insurer'),
        ),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(
      /travel plans of version 2027-travel-1 loaded: check the changes, then make them active/,
    );
    const { preview } = (response.json() as { data: RateStaged }).data;
    expect(preview).toMatchObject({ version: '2027-travel-1', active: false, coversInsurer: null });
    // Same rates, one plan renamed: nothing added, removed or moved.
    expect(preview.added).toEqual([]);
    expect(preview.priceMoves).toEqual([]);
    // Not active yet: quotes still use the samples.
    expect((await visitorQuote()).quotes.map((q) => q.policyName)).toContain('TuGo Visitors to Canada');

    expect((await activate('2027-travel-1')).statusCode).toBe(200);
    const after = await visitorQuote();
    expect(after.isSampleRates).toBe(false);
    expect(after.quotes.map((q) => q.policyName)).toContain('TuGo Visitors 2027');
    expect(after.quotes.map((q) => q.policyName)).not.toContain('TuGo Visitors to Canada');

    await seedDatabase(t.db);
    expect((await visitorQuote()).quotes.map((q) => q.policyName)).toContain('TuGo Visitors 2027');

    const again = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: tokens.admin,
      payload: { version: '2027-travel-1', files: files() },
    });
    expect(again.statusCode).toBe(409);
  });

  it("covers one insurer's plans, keeping the others'; the preview names the changes; the previous version comes back", async () => {
    const before = await visitorQuote();
    const others = before.quotes.filter((q) => q.insurerCode !== 'TUGO').map((q) => q.policyName);
    // TuGo's plans only, every visitor rate doubled, one TuGo plan left out.
    const tugoOnly = (table: string, csv: string) => {
      const lines = csv.split('\n');
      const header = lines.findIndex((l) => !l.startsWith('#'));
      const planCodes = new Set(
        travelSample('plans')
          .split('\n')
          .filter((l) => l.split(',')[2] === 'TUGO')
          .map((l) => l.split(',')[0]),
      );
      const dropped = [...planCodes].at(-1);
      const kept = lines.slice(header + 1).filter((l) => {
        const code = l.split(',')[0] ?? '';
        return planCodes.has(code) && code !== dropped;
      });
      const doubled =
        table === 'visitor-rates'
          ? kept.map((l) => {
              const cells = l.split(',');
              cells[4] = String(Number(cells[4]) * 2);
              return cells.join(',');
            })
          : kept;
      return [...lines.slice(0, header + 1), ...doubled].join('\n');
    };
    const tugoFiles = TRAVEL_RATE_TABLES.map((table) => ({
      fileName: `${table}.csv`,
      content: base64(tugoOnly(table, travelSample(table))),
    }));
    const wrong = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: tokens.admin,
      payload: { version: 'tugo-wrong', files: files(), insurer: 'TUGO' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/is of [A-Z_]+, not TUGO/);

    const response = await call(t.app, 'POST', '/api/admin/rates/travel', {
      token: tokens.admin,
      payload: { version: 'tugo-2027', files: tugoFiles, insurer: 'TUGO' },
    });
    expect(response.statusCode).toBe(200);
    const { preview } = (response.json() as { data: RateStaged }).data;
    expect(preview.coversInsurer).toBe('TUGO');
    expect(preview.added).toEqual([]);
    expect(preview.removed).toHaveLength(1);
    expect(preview.removed[0]?.company).toBe('TuGo');
    expect(preview.priceMoves.length).toBeGreaterThan(0);
    for (const move of preview.priceMoves) {
      expect(move.company).toBe('TuGo');
      if (move.before !== null) expect(move.after).toBeCloseTo(move.before * 2, 2);
    }

    const versions = await call(t.app, 'GET', '/api/admin/rates/travel/versions', { token: tokens.admin });
    const listed = (versions.json() as { data: RateVersionEntry[] }).data;
    expect(listed.map((v) => [v.version, v.active])).toContainEqual(['tugo-2027', false]);
    const previous = listed.find((v) => v.active)?.version ?? '';

    expect((await activate('tugo-2027')).statusCode).toBe(200);
    const after = await visitorQuote();
    // The other insurers' plans are still quoted at the same premiums.
    expect(
      after.quotes
        .filter((q) => q.insurerCode !== 'TUGO')
        .map((q) => q.policyName)
        .sort(),
    ).toEqual([...others].sort());
    const tugoBefore = before.quotes.find((q) => q.insurerCode === 'TUGO');
    const tugoAfter = after.quotes.find((q) => q.planCode === tugoBefore?.planCode);
    expect(Number(tugoAfter?.premiumAmount)).toBeGreaterThan(Number(tugoBefore?.premiumAmount));

    // The previous version made active again: the same quotes as before.
    expect((await activate(previous)).statusCode).toBe(200);
    expect((await visitorQuote()).quotes).toEqual(before.quotes);
    expect((await activate('no-such-version')).statusCode).toBe(404);
  });

  it('writes each travel import and activation to the audit log (N25)', async () => {
    const actions = await auditActions(t.app, tokens.admin);
    expect(actions).toContain('rates.travel-imported');
    expect(actions).toContain('rates.travel-activated');
  });
});
