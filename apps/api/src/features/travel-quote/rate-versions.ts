// The travel rate-table versions in force. A version, once loaded, never changes (a new sheet is a
// new version, ADR 0061), so they are read from the database at most every few seconds, like the
// life tables (ADR 0051), rather than on every quote; several API processes see an import within
// that time (N3), and this process at once (seedTravelRates forgets them).

import type { RatePlan, RateTableVersion } from '@brokerage/shared/travel-quote/rate-table';
import type { Db } from '../../db/client.ts';
import type { LoadedPlan } from './rate-files.ts';
import { findRateVersions } from './travel-quote.repository.ts';
import type { KeyedPlan } from './travel-quote.repository.ts';

export const RATE_VERSIONS_TTL_MS = 5_000;

export const RATE_TABLE_OF_KIND: Record<RatePlan['kind'], string> = {
  visitor: 'visitor-rates',
  student: 'student-rates',
  traveller: 'traveller-rates',
};

/** The tables that price a plan held in `rateTable`: a stored quote cites exactly these. */
export function tablesPricing(rateTable: string): ReadonlySet<string> {
  return new Set(['plans', 'deductibles', 'benefits', rateTable]);
}

/** The versions of those tables, out of all the tables' versions. */
export function versionsPricing(
  versions: readonly RateTableVersion[],
  rateTable: string,
): RateTableVersion[] {
  const tables = tablesPricing(rateTable);
  return versions.filter((v) => tables.has(v.table));
}

/** Names a set of table versions; plans are stored and found under it (travel_plans.rate_key). */
export function travelRateKey(versions: readonly RateTableVersion[]): string {
  return versions
    .map((v) => `${v.table}:${v.version}:${v.source}`)
    .sort()
    .join(',');
}

/** The key of the plans of `kind` priced by `versions` (all tables' versions, or a quote's cited ones). */
export function planRateKey(versions: readonly RateTableVersion[], kind: RatePlan['kind']): string {
  return travelRateKey(versionsPricing(versions, RATE_TABLE_OF_KIND[kind]));
}

export interface RateVersions {
  versions: RateTableVersion[];
  /** Names every table's version and source: cached quotes are keyed by it (ADR 0053). */
  key: string;
  /** The plan key of each kind (planRateKey). */
  planKeys: Record<RatePlan['kind'], string>;
}

const byDb = new WeakMap<Db, { at: number; current: Promise<RateVersions> }>();

export function currentRateVersions(db: Db, now = Date.now()): Promise<RateVersions> {
  let entry = byDb.get(db);
  if (entry === undefined || now - entry.at > RATE_VERSIONS_TTL_MS) {
    const current = findRateVersions(db).then((versions) => ({
      versions,
      key: travelRateKey(versions),
      planKeys: {
        visitor: planRateKey(versions, 'visitor'),
        student: planRateKey(versions, 'student'),
        traveller: planRateKey(versions, 'traveller'),
      },
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

/** Each plan with the key of the versions that price it, ready to store. */
export function keyPlans(versions: readonly RateTableVersion[], plans: readonly LoadedPlan[]): KeyedPlan[] {
  return plans.map((p) => ({ ...p, rateKey: planRateKey(versions, p.plan.kind) }));
}
