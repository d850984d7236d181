import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIFE_PAYMENT_PERIODS, LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import { LIFE_AGE_LIMITS } from '@brokerage/shared/life-quote/life-pricing';
import { lifeRates, lifeRateTables } from '../../db/schema/life.ts';
import { seedDatabase } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { generateRateCsv } from '../../cli/generate-life-rates.ts';
import { readRateFile } from './load-life-rates.ts';

const t = useTestApp({ seed: false });

describe('the committed sample rate files (N8)', () => {
  it.each(LIFE_QUOTE_SLUGS)(
    '%s is what the generator writes, marked as a sample with a version',
    async (product) => {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(
        new URL(`../../db/rate-tables/life/${product}.csv`, import.meta.url),
        'utf8',
      );
      expect(text).toBe(generateRateCsv(product));
      const table = await readRateFile(product);
      expect(table.source).toBe('sample');
      expect(table.version).toMatch(/sample/);
    },
  );

  it.each(LIFE_QUOTE_SLUGS)(
    '%s covers enough insurers, every period, both genders, both smoker classes and all ages',
    async (product) => {
      const { rows } = await readRateFile(product);
      const insurers = new Set(rows.map((r) => r.insurerCode));
      expect(insurers.size).toBeGreaterThanOrEqual(
        product === 'term-life' || product === 'whole-life' ? 10 : 6,
      );
      const combos = new Set(
        rows.map((r) => `${r.insurerCode}|${r.paymentPeriod}|${r.gender}|${r.smoker}|${r.illnessCovered}`),
      );
      const illnessKinds = product === 'critical-illness' ? 2 : 1;
      expect(combos.size).toBe(insurers.size * LIFE_PAYMENT_PERIODS[product].length * 2 * 2 * illnessKinds);
      const { min, max } = LIFE_AGE_LIMITS[product];
      for (const row of rows) {
        expect(row.minAge).toBe(min);
        expect(row.annualRatesPer1000).toHaveLength(max - min + 1);
        // premiums never fall with age inside a curve
        row.annualRatesPer1000.forEach((rate, i) => {
          if (i > 0) expect(rate).toBeGreaterThanOrEqual(row.annualRatesPer1000[i - 1] ?? 0);
        });
      }
      if (product === 'critical-illness')
        expect(new Set(rows.map((r) => r.illnessCovered))).toEqual(new Set(['core-4', 'extended-25']));
    },
  );
});

describe('loading the rates', () => {
  it('stores every table once; a second start loads nothing', async () => {
    const first = await seedDatabase(t.db);
    expect(first.lifeRateTables).toHaveLength(5);
    const [tables] = await t.db.select({ n: count() }).from(lifeRateTables);
    const [rates] = await t.db.select({ n: count() }).from(lifeRates);
    const second = await seedDatabase(t.db);
    expect(second.lifeRateTables).toEqual([]);
    const [tablesAfter] = await t.db.select({ n: count() }).from(lifeRateTables);
    const [ratesAfter] = await t.db.select({ n: count() }).from(lifeRates);
    expect(tablesAfter?.n).toBe(tables?.n);
    expect(ratesAfter?.n).toBe(rates?.n);
    expect(tables?.n).toBe(5);
  });
});
