// The rate tables a life quote uses, kept in the one registry of active rate versions per database
// with its freshness rule (lib/rate-registry.ts, ADR 0101). A stored table never changes (a new sheet
// is a new version), so a table still active keeps the rows of the previous read; several API
// processes stay consistent (N3): each reads the same active flags and the same immutable rows.

import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { lifeRowsByClass } from '@brokerage/shared/life-quote/life-rates';
import type { LifeRateRow, LifeRateTable } from '@brokerage/shared/life-quote/life-rates';
import type { Db } from '../../db/client.ts';
import { activeRates } from '../../lib/rate-registry.ts';
import type { RateSource } from '../../lib/rate-registry.ts';
import { findActiveTableRefs, findRateRows, findTableRefsByVersion } from './life-quote.repository.ts';

function tableOf(
  product: LifeQuoteSlug,
  version: string,
  source: string,
  rows: LifeRateRow[],
): LifeRateTable {
  return { product, version, source, rows, rowsByClass: lifeRowsByClass(rows) };
}

function lifeRates(product: LifeQuoteSlug): RateSource<Db, LifeRateTable[]> {
  return {
    name: `life:${product}`,
    async read(db, previous) {
      const refs = await findActiveTableRefs(db, product);
      const kept = (version: string, source: string) =>
        previous?.find((t) => t.version === version && t.source === source);
      const missing = refs.filter((ref) => kept(ref.version, ref.source) === undefined).map((r) => r.id);
      const rows = missing.length === 0 ? new Map<string, LifeRateRow[]>() : await findRateRows(db, missing);
      // The same array until the next read, so a quote costs no allocation here (ADR 0053).
      return refs.map(
        (ref) =>
          kept(ref.version, ref.source) ?? tableOf(product, ref.version, ref.source, rows.get(ref.id) ?? []),
      );
    },
  };
}

const SOURCES = new Map(LIFE_QUOTE_SLUGS.map((product) => [product, lifeRates(product)]));

export function activeRateTables(db: Db, product: LifeQuoteSlug, now = Date.now()): Promise<LifeRateTable[]> {
  const source = SOURCES.get(product) ?? lifeRates(product);
  return activeRates(db, source, now);
}

/**
 * The tables a stored quote cites (`<product>:<version>`, N8): the active ones when it cites
 * them (no read), otherwise read from the database; versions never change (ADR 0061).
 */
export async function citedRateTables(
  db: Db,
  product: LifeQuoteSlug,
  rateVersions: readonly string[],
): Promise<LifeRateTable[]> {
  const versions = rateVersions
    .filter((v) => v.startsWith(`${product}:`))
    .map((v) => v.slice(product.length + 1));
  const active = await activeRateTables(db, product);
  if (versions.every((v) => active.some((t) => t.version === v)))
    return active.filter((t) => versions.includes(t.version));
  const refs = await findTableRefsByVersion(db, product, versions);
  const rows = await findRateRows(
    db,
    refs.map((r) => r.id),
  );
  return refs.map((ref) => tableOf(product, ref.version, ref.source, rows.get(ref.id) ?? []));
}
