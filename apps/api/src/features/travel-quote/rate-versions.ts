// The travel rate-table versions in force and the plans they price. A version, once loaded, never
// changes (a new sheet is a new version, ADR 0061); they are kept in the one registry of active
// rate versions with its freshness rule (lib/rate-registry.ts, ADR 0101), and an import in this
// process forgets them at once (forgetActiveRates).

import { policyWordingPath } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { PlanSummary } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { RatePlan, RateTableVersion } from '@brokerage/shared/travel-quote/rate-table';
import { visitorRatesByCoverage } from '@brokerage/shared/travel-quote/travel-pricing';
import { eligibilityWords } from '@brokerage/shared/travel-quote/plan-eligibility';
import type { Db } from '../../db/client.ts';
import { activeRates } from '../../lib/rate-registry.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import type { InsurerDirectory } from '../insurers/insurer-directory.ts';
import type { RateSource } from '../../lib/rate-registry.ts';
import type { LoadedPlan } from './rate-files.ts';
import { findPlansByKind, findRateVersions } from './travel-quote.repository.ts';
import type { KeyedPlan, StoredPlan } from './travel-quote.repository.ts';

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
  /**
   * The plans of each kind under its key, with their benefit summaries, read once per key and
   * again when staff rename or retire an insurer (retired insurers' plans are left out, ADR 0097).
   */
  plans: Record<RatePlan['kind'], PricedPlan[]>;
  /** The insurers' signature the plans were built with (InsurerDirectory.signature). */
  insurers: string;
}

/** A stored plan and the benefit summary every answer quoting it shows. */
export interface PricedPlan extends StoredPlan {
  summary: PlanSummary;
}

/** The travel rates in the registry of active rate versions (lib/rate-registry.ts, ADR 0101). */
const travelRates: RateSource<Db, RateVersions> = {
  name: 'travel',
  async read(db, previous) {
    const [versions, insurers] = await Promise.all([findRateVersions(db), insurerDirectory(db)]);
    const planKeys = {
      visitor: planRateKey(versions, 'visitor'),
      student: planRateKey(versions, 'student'),
      traveller: planRateKey(versions, 'traveller'),
    };
    // A kind whose versions did not change keeps its plans (the rows under a key never change),
    // unless an insurer was renamed or retired since.
    const plansOf = (kind: RatePlan['kind']) =>
      previous?.planKeys[kind] === planKeys[kind] && previous.insurers === insurers.signature
        ? previous.plans[kind]
        : plansOfKey(db, kind, planKeys[kind], { insurers, leaveOutRetired: true });
    const [visitor, student, traveller] = await Promise.all([
      plansOf('visitor'),
      plansOf('student'),
      plansOf('traveller'),
    ]);
    return {
      versions,
      // Cached answers name the insurers, so a rename changes the key (ADR 0053).
      key: `${travelRateKey(versions)}|${insurers.signature}`,
      planKeys,
      plans: { visitor, student, traveller },
      insurers: insurers.signature,
    };
  },
};

export function currentRateVersions(db: Db, now = Date.now()): Promise<RateVersions> {
  return activeRates(db, travelRates, now);
}

/**
 * The plans of `kind` stored under one key of table versions, with their summaries and rate
 * indexes; a stored quote priced again keeps a retired insurer's plans (it cites them).
 */
export async function plansOfKey(
  db: Db,
  kind: RatePlan['kind'],
  rateKey: string,
  options: { insurers?: InsurerDirectory; leaveOutRetired?: boolean } = {},
): Promise<PricedPlan[]> {
  const [stored, insurers] = await Promise.all([
    findPlansByKind(db, rateKey, kind),
    options.insurers ?? insurerDirectory(db),
  ]);
  const kept = options.leaveOutRetired
    ? stored.filter((s) => insurers.active.has(s.plan.insurerCode))
    : stored;
  return kept.map((s) => ({
    plan:
      s.plan.kind === 'visitor'
        ? { ...s.plan, ratesByCoverage: visitorRatesByCoverage(s.plan.rates) }
        : s.plan,
    benefits: s.benefits,
    summary: {
      planCode: s.plan.planCode,
      company: insurers.names.get(s.plan.insurerCode) ?? s.plan.insurerCode,
      // Once per plan, from the directory the plans were built with: no read per quote.
      logoUrl: insurers.logoUrls.get(s.plan.insurerCode) ?? null,
      lines: s.benefits,
      policyWordingLink: policyWordingPath(s.plan.planCode),
      // Written once per stored plan, from its data: no quote pays for it (ADR 0115).
      option: s.plan.eligibility?.option ?? 'medical-emergency',
      eligibility: s.plan.eligibility === undefined ? [] : eligibilityWords(s.plan.eligibility),
    },
  }));
}

/** Each plan with the key of the versions that price it, ready to store. */
export function keyPlans(versions: readonly RateTableVersion[], plans: readonly LoadedPlan[]): KeyedPlan[] {
  return plans.map((p) => ({ ...p, rateKey: planRateKey(versions, p.plan.kind) }));
}
