import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { travelPlans, travelRateTables } from '../../db/schema/travel.ts';
import { seedDatabase } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { readFileSync } from 'node:fs';
import { buildPlans, RATE_FILES_DIR, readRateFiles } from './rate-files.ts';
import { INSURERS } from '@brokerage/shared/catalogue/insurers';

const SEED_CODES: ReadonlySet<string> = new Set(INSURERS.map((i) => i.code));

describe('committed sample rate files (N8)', () => {
  const files = readRateFiles(SEED_CODES);
  const insurersOf = (kind: string, product?: string) =>
    new Set(
      files.plans
        .filter(
          (p) =>
            p.plan.kind === kind &&
            (product === undefined || (p.plan.products as string[]).includes(product)),
        )
        .map((p) => p.plan.insurerCode),
    );

  it('carries a version and the sample marker in every file', () => {
    expect(files.versions).toHaveLength(6);
    for (const v of files.versions) {
      expect(v.source).toBe('sample');
      expect(v.version).toMatch(/^sample-/);
    }
  });

  it('holds at least 10 visitor and super visa plans from 8 insurers, GMS among them', () => {
    const visitorPlans = files.plans.filter((p) => p.plan.kind === 'visitor');
    expect(visitorPlans.length).toBeGreaterThanOrEqual(10);
    expect(insurersOf('visitor').size).toBeGreaterThanOrEqual(8);
    expect(insurersOf('visitor')).toContain('GMS');
    expect(insurersOf('visitor', 'supervisa').size).toBeGreaterThanOrEqual(4);
    const gms = visitorPlans.filter((p) => p.plan.insurerCode === 'GMS');
    expect(gms.every((p) => p.plan.kind === 'visitor' && p.plan.deductibles.length === 0)).toBe(true);
  });

  it('holds student plans from 4 insurers and traveller plans from 4 with several rate categories', () => {
    expect(insurersOf('student').size).toBeGreaterThanOrEqual(4);
    expect(insurersOf('traveller').size).toBeGreaterThanOrEqual(4);
    const categories = files.plans.flatMap((p) =>
      p.plan.kind === 'traveller' ? p.plan.rates.map((r) => r.categoryDailyCents.length) : [],
    );
    expect(Math.max(...categories)).toBeGreaterThanOrEqual(3);
  });

  it('gives every plan a benefit summary', () => {
    expect(files.plans.every((p) => p.benefits.length > 0)).toBe(true);
  });

  it('reads files saved with CRLF line ends and a BOM the same', () => {
    const texts = Object.fromEntries(
      ['plans', 'visitor-rates', 'student-rates', 'traveller-rates', 'deductibles', 'benefits'].map(
        (name) => [
          `${name}.csv`,
          `\uFEFF${readFileSync(`${RATE_FILES_DIR}${name}.csv`, 'utf8').replaceAll('\n', '\r\n')}`,
        ],
      ),
    );
    expect(buildPlans(texts, undefined, SEED_CODES)).toEqual(files);
  });

  it('refuses a file without its version line', () => {
    expect(() => buildPlans({ 'plans.csv': 'plan_code\nX\n' }, undefined, SEED_CODES)).toThrow(/version/);
  });
});

describe('seeding the travel rates', () => {
  const t = useTestApp({ seed: false });

  it('loads every plan once, however often it runs', async () => {
    await seedDatabase(t.db);
    await seedDatabase(t.db);
    const [plans] = await t.db.select({ n: count() }).from(travelPlans);
    const [tables] = await t.db.select({ n: count() }).from(travelRateTables);
    expect(plans?.n).toBe(readRateFiles(SEED_CODES).plans.length);
    expect(tables?.n).toBe(6);
  });
});
