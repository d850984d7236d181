import { describe, expect, it } from 'vitest';
import type { RateTableStatus } from '@brokerage/shared/rate-import/rate-import-schemas';
import { describeStartup } from './seed-summary.ts';

const table = (kind: 'life' | 'travel', name: string, version: string, source: string): RateTableStatus => ({
  table: name,
  kind,
  version,
  source,
  loadedAt: '2026-11-27T12:00:00.000Z',
});

const seeded = { products: 30, insurers: 28, contentEntries: 57, travelPlans: 24 };

describe('describeStartup', () => {
  it('names the rates in use even when this start loaded none (a restored database)', () => {
    const text = describeStartup(
      'pg',
      { ...seeded, travelRates: 'kept-imported', lifeRateTables: [] },
      [
        table('life', 'term-life', '2027.01', 'imported'),
        table('travel', 'plans', 'tugo-2027', 'imported'),
        table('travel', 'benefits', 'tugo-2027', 'imported'),
      ],
      29,
    );
    expect(text).toBe(
      'Database ready on PostgreSQL: 30 products, 29 insurers quoted, 57 content entries. ' +
        'Rates in use: life term-life 2027.01 (imported); travel tugo-2027 (imported) in 2 tables. ' +
        'Loaded at this start: no new life tables (the stored ones are kept); travel sample files left out (imported travel rates are active).',
    );
    expect(text).not.toContain('[]');
  });

  it('says what a first start loaded', () => {
    const text = describeStartup(
      'pglite',
      { ...seeded, travelRates: 'loaded', lifeRateTables: ['term-life:2026.11-sample-2'] },
      [table('life', 'term-life', '2026.11-sample-2', 'sample')],
      28,
    );
    expect(text).toContain('Database ready on embedded PostgreSQL (PGlite)');
    expect(text).toContain('no travel rate tables');
    expect(text).toContain(
      'Loaded at this start: life tables term-life:2026.11-sample-2; travel sample files checked (24 plans).',
    );
  });
});
