// The rate tables a quote uses. A stored table never changes (a new sheet is a new version), so
// its rows are kept in memory by id after the first read; which tables are active is read from
// the database at most every few seconds. Several API processes stay consistent (N3): each reads
// the same active flags and the same immutable rows.

import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import type { LifeRateRow, LifeRateTable } from '@brokerage/shared/life-quote/life-rates';
import type { Db } from '../../db/client.ts';
import { findActiveTableRefs, findRateRows } from './life-quote.repository.ts';
import type { ActiveTableRef } from './life-quote.repository.ts';

export const ACTIVE_TABLES_TTL_MS = 5_000;

const rowsById = new Map<string, Promise<LifeRateRow[]>>();
const activeByProduct = new Map<string, { at: number; tables: Promise<LifeRateTable[]> }>();

export function activeRateTables(db: Db, product: LifeQuoteSlug, now = Date.now()): Promise<LifeRateTable[]> {
  let active = activeByProduct.get(product);
  if (active === undefined || now - active.at > ACTIVE_TABLES_TTL_MS) {
    // The same array until the next read, so a quote costs no allocation here (ADR 0053).
    active = {
      at: now,
      tables: findActiveTableRefs(db, product).then((refs) => tablesOf(db, product, refs)),
    };
    activeByProduct.set(product, active);
    active.tables.catch(() => activeByProduct.delete(product));
  }
  return active.tables;
}

function tablesOf(db: Db, product: LifeQuoteSlug, refs: ActiveTableRef[]): Promise<LifeRateTable[]> {
  return Promise.all(
    refs.map(async (ref) => {
      let rows = rowsById.get(ref.id);
      if (rows === undefined) {
        rows = findRateRows(db, [ref.id]).then((byTable) => byTable.get(ref.id) ?? []);
        rowsById.set(ref.id, rows);
        rows.catch(() => rowsById.delete(ref.id));
      }
      return { product, version: ref.version, source: ref.source, rows: await rows };
    }),
  );
}

/** Tests that load a new table call this to see it at once. */
export function forgetActiveRateTables(): void {
  activeByProduct.clear();
}
