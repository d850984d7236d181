// What a start loaded and which rates quotes use, in words for the operator's log: the rates in
// use are read from the database, so a restored or imported database is described as it is (a
// start that loads nothing new still says which rates are active).

import type { RateTableStatus } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { SeedResult } from './seed.ts';

const DATABASE_NAMES: Record<string, string> = {
  pglite: 'embedded PostgreSQL (PGlite)',
  pg: 'PostgreSQL',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One sentence per line: the database, the catalogues, the rates in use, what this start loaded. */
export function describeStartup(
  databaseKind: string,
  seeded: SeedResult,
  tables: readonly RateTableStatus[],
  activeInsurers: number,
): string {
  const life = tables.filter((t) => t.kind === 'life');
  const travel = tables.filter((t) => t.kind === 'travel');
  const lifeWords =
    life.length === 0
      ? 'no life rate tables'
      : `life ${life.map((t) => `${t.table} ${t.version} (${t.source})`).join(', ')}`;
  const travelVersions = [...new Set(travel.map((t) => `${t.version} (${t.source})`))];
  const travelWords =
    travel.length === 0
      ? 'no travel rate tables'
      : `travel ${travelVersions.join(', ')} in ${plural(travel.length, 'table')}`;
  const loaded = [
    seeded.lifeRateTables.length === 0
      ? 'no new life tables (the stored ones are kept)'
      : `life tables ${seeded.lifeRateTables.join(', ')}`,
    seeded.travelRates === 'loaded'
      ? `travel sample files checked (${plural(seeded.travelPlans, 'plan')})`
      : 'travel sample files left out (imported travel rates are active)',
  ];
  return [
    `Database ready on ${DATABASE_NAMES[databaseKind] ?? databaseKind}: ${plural(seeded.products, 'product')}, ${plural(activeInsurers, 'insurer')} quoted, ${plural(seeded.contentEntries, 'content entry', 'content entries')}.`,
    `Rates in use: ${lifeWords}; ${travelWords}.`,
    `Loaded at this start: ${loaded.join('; ')}.`,
  ].join(' ');
}
