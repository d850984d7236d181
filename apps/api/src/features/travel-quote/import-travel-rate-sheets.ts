// Staff import of the travel rate tables (N8, N9): the six tables arrive together, are read by the
// same code as the committed sample files, and are stored under the version staff typed, marked
// 'imported', inactive until staff saw the preview and made them active (ADR 0097); an import may
// cover one insurer's plans, the others' active plans carried over. Earlier versions are kept, so a
// stored quote can be priced again from the versions it cites (ADR 0061) and staff can make an
// earlier version active again. Quotes re-read the versions every few seconds; this process forgets
// them at once.

import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { TravelRateTableName } from '@brokerage/shared/rate-import/rate-import-schemas';
import {
  STUDENT_PRODUCT_SLUGS,
  TRAVELLER_PRODUCT_SLUGS,
  VISITOR_PRODUCT_SLUGS,
} from '@brokerage/shared/travel-quote/travel-products';
import type { RatePlan, RateTableVersion } from '@brokerage/shared/travel-quote/rate-table';
import { withOtherInsurersPlans } from '@brokerage/shared/rate-import/rate-preview';
import type { ComparedPlan } from '@brokerage/shared/rate-import/rate-preview';
import type { RateVersionEntry } from '@brokerage/shared/rate-import/rate-import-schemas';
import { eligibilityWords } from '@brokerage/shared/travel-quote/plan-eligibility';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildPlans } from './rate-files.ts';
import { forgetActiveRates } from '../../lib/rate-registry.ts';
import { keyPlans, planRateKey } from './rate-versions.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import type { LoadedPlan, RateFiles } from './rate-files.ts';
import {
  activateRateVersion,
  addStagedRates,
  findAllPlans,
  findRateTables,
  findRateVersions,
  findTravelVersions,
  findVersionTables,
  rateVersionExists,
} from './travel-quote.repository.ts';
import type { StoredPlan } from './travel-quote.repository.ts';

const PRODUCTS_OF_KIND: Record<RatePlan['kind'], readonly string[]> = {
  visitor: VISITOR_PRODUCT_SLUGS,
  student: STUDENT_PRODUCT_SLUGS,
  traveller: TRAVELLER_PRODUCT_SLUGS,
};

function checkPlans(files: RateFiles): string | null {
  if (files.plans.length === 0) return 'the plans table has no plans';
  const seen = new Set<string>();
  for (const { plan } of files.plans) {
    if (seen.has(plan.planCode)) return `plan ${plan.planCode} is listed twice`;
    seen.add(plan.planCode);
    const wrong = plan.products.find((p) => !PRODUCTS_OF_KIND[plan.kind].includes(p));
    if (wrong !== undefined) return `plan ${plan.planCode}: ${wrong} is not a ${plan.kind} product`;
    if (plan.rates.length === 0) return `plan ${plan.planCode} has no rates`;
  }
  return null;
}

const notLoaded = (problem: string, cause?: unknown) =>
  new AppError('VALIDATION_FAILED', `The rate sheets were not loaded: ${problem}`, { cause });

const KINDS: readonly RatePlan['kind'][] = ['visitor', 'student', 'traveller'];

/** The plans of every kind priced by a set of table versions. */
async function plansOfVersions(db: Db, versions: readonly RateTableVersion[]): Promise<StoredPlan[]> {
  return findAllPlans(
    db,
    KINDS.map((kind) => planRateKey(versions, kind)),
  );
}

/**
 * Reads and checks the sheets, then stores them under `version`, inactive (ADR 0097). With
 * `coversInsurer`, every plan must be that insurer's and the other insurers' active plans are
 * stored with them. Resolves with the number of plans; rate-import answers the preview.
 */
export async function stageTravelRateSheets(
  db: Db,
  input: {
    version: string;
    tables: Partial<Record<TravelRateTableName, string>>;
    coversInsurer?: string | undefined;
  },
): Promise<number> {
  const missing = TRAVEL_RATE_TABLES.filter((name) => input.tables[name] === undefined);
  if (missing.length > 0) throw notLoaded(`${missing.join(', ')} missing`);
  const texts = Object.fromEntries(
    TRAVEL_RATE_TABLES.map((name) => [`${name}.csv`, input.tables[name] ?? '']),
  );
  const insurers = await insurerDirectory(db);
  const covers = input.coversInsurer ?? null;
  if (covers !== null && !insurers.active.has(covers))
    throw notLoaded(`${covers} is not an insurer of the list (or it is retired)`);
  let files: RateFiles;
  try {
    files = buildPlans(texts, input.version, insurers.active);
  } catch (error) {
    throw notLoaded((error as Error).message, error);
  }
  const problem = checkPlans(files);
  if (problem) throw notLoaded(problem);
  // Stored quotes cite versions and quotes are cached by them, so a version is never reused.
  if (await rateVersionExists(db, input.version))
    throw new AppError(
      'CONFLICT',
      `Version ${input.version} of the travel rates is already loaded; give the new sheets a new version`,
    );
  let plans = files.plans;
  let versions = files.versions;
  if (covers !== null) {
    const active = await findRateVersions(db);
    const named = (loaded: LoadedPlan) => ({ ...loaded.plan, loaded });
    const merged = withOtherInsurersPlans(
      files.plans.map(named),
      (await plansOfVersions(db, active)).map(named),
      covers,
    );
    if (!merged.ok) throw notLoaded(merged.problem);
    plans = merged.plans.map((p) => p.loaded);
    // Carried sample plans keep the site's sample-rates notice (N8).
    if (active.some((v) => v.source === 'sample'))
      versions = versions.map((v) => ({ ...v, source: 'sample' as const }));
  }
  await addStagedRates(db, versions, keyPlans(versions, plans), covers);
  return files.plans.length;
}

/** Makes the tables of `version` the active travel rates (a staged import, or an earlier version again). */
export async function activateTravelRates(db: Db, version: string): Promise<void> {
  if ((await activateRateVersion(db, version)) === 0)
    throw new AppError('NOT_FOUND', `There is no version ${version} of the travel rates`);
  // This process quotes with the new versions at once; others within their refresh (N3).
  forgetActiveRates(db);
}

/** Stores and activates at once (tests and scripts that need no preview). */
export async function importTravelRateSheets(
  db: Db,
  input: { version: string; tables: Partial<Record<TravelRateTableName, string>> },
): Promise<number> {
  const count = await stageTravelRateSheets(db, input);
  await activateTravelRates(db, input.version);
  return count;
}

/** What a travel preview's prices are (ADR 0097). */
export const TRAVEL_PRICE_BASIS =
  'Daily rate (the smallest coverage or shortest trip where a plan has several)';

export interface TravelComparedPlan extends ComparedPlan {
  plan: RatePlan;
}

/** A plan's daily rate at `age`, the smallest coverage or shortest trip where it has several. */
export function travelSampleCents({ plan }: TravelComparedPlan, age: number): number | null {
  const covering = <T extends { minAge: number; maxAge: number }>(rows: readonly T[]) =>
    rows.filter((r) => r.minAge <= age && age <= r.maxAge);
  if (plan.kind === 'visitor')
    return covering(plan.rates).sort((a, b) => a.coverageCents - b.coverageCents)[0]?.dailyCents ?? null;
  if (plan.kind === 'student') return covering(plan.rates)[0]?.dailyCents ?? null;
  return covering(plan.rates).sort((a, b) => a.maxDays - b.maxDays)[0]?.categoryDailyCents[0] ?? null;
}

/** Who a travel plan covers, in the words the results show (ADR 0115). */
export function travelEligibilityWords({ plan }: TravelComparedPlan): readonly string[] {
  return plan.eligibility === undefined ? [] : eligibilityWords(plan.eligibility);
}

/** The plans in use and those making `version` active would give; null when there is no such version. */
export async function travelVersionPlans(
  db: Db,
  version: string,
): Promise<{ before: TravelComparedPlan[]; after: TravelComparedPlan[] } | null> {
  const [tables, active] = await Promise.all([findVersionTables(db, version), findRateVersions(db)]);
  if (tables.length === 0) return null;
  const replaced = new Set(tables.map((t) => t.table));
  const candidate = [...active.filter((v) => !replaced.has(v.table)), ...tables];
  const [before, after] = await Promise.all([plansOfVersions(db, active), plansOfVersions(db, candidate)]);
  const compared = ({ plan }: StoredPlan): TravelComparedPlan => ({
    planCode: plan.planCode,
    policyName: plan.policyName,
    insurerCode: plan.insurerCode,
    plan,
  });
  return { before: before.map(compared), after: after.map(compared) };
}

/** Every travel version, newest first, for staff to make one active (ADR 0097). */
export async function listTravelVersions(db: Db): Promise<RateVersionEntry[]> {
  return (await findTravelVersions(db)).map((v) => ({ ...v, loadedAt: v.loadedAt.toISOString() }));
}

/** The travel tables with their versions, for the admin's rate page. */
export async function listTravelRateTables(
  db: Db,
): Promise<{ name: string; version: string; source: string; loadedAt: Date }[]> {
  return findRateTables(db);
}
