// The travel rate-table versions in force. A version, once loaded, never changes (a new sheet is a
// new version), so they are read from the database at most every few seconds, like the life
// tables (ADR 0051), rather than on every quote; several API processes see an import within that
// time (N3), and this process at once (seedTravelRates forgets them).

import type { RateTableVersion } from '@brokerage/shared/travel-quote/rate-table';
import type { Db } from '../../db/client.ts';
import { findRateVersions } from './travel-quote.repository.ts';

export const RATE_VERSIONS_TTL_MS = 5_000;

export interface RateVersions {
  versions: RateTableVersion[];
  /** Names every table's version and source: cached quotes are keyed by it (ADR 0053). */
  key: string;
}

const byDb = new WeakMap<Db, { at: number; current: Promise<RateVersions> }>();

export function currentRateVersions(db: Db, now = Date.now()): Promise<RateVersions> {
  let entry = byDb.get(db);
  if (entry === undefined || now - entry.at > RATE_VERSIONS_TTL_MS) {
    const current = findRateVersions(db).then((versions) => ({
      versions,
      key: versions
        .map((v) => `${v.table}:${v.version}:${v.source}`)
        .sort()
        .join(','),
    }));
    entry = { at: now, current };
    byDb.set(db, entry);
    current.catch(() => byDb.delete(db));
  }
  return entry.current;
}

export function forgetRateVersions(db: Db): void {
  byDb.delete(db);
}
