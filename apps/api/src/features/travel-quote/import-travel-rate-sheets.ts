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
import { centsToDollars } from '@brokerage/shared/money/cents';
import { PREVIEW_SAMPLE_AGES } from '@brokerage/shared/rate-import/rate-import-schemas';
import { eligibilityWords } from '@brokerage/shared/travel-quote/plan-eligibility';
import type { TravelRatePreview, TravelRateVersion } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildPlans } from './rate-files.ts';
import { forgetActiveRates } from '../../lib/rate-registry.ts';
import { keyPlans, planRateKey } from './rate-versions.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import type { RateFiles } from './rate-files.ts';
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
 * stored with them. Resolves with the number of plans and the preview against the active rates.
 */
export async function stageTravelRateSheets(
  db: Db,
  input: {
    version: string;
    tables: Partial<Record<TravelRateTableName, string>>;
    coversInsurer?: string | undefined;
  },
): Promise<{ count: number; preview: TravelRatePreview }> {
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
    const other = files.plans.find((p) => p.plan.insurerCode !== covers);
    if (other !== undefined)
      throw notLoaded(`plan ${other.plan.planCode} is of ${other.plan.insurerCode}, not ${covers}`);
    const active = await findRateVersions(db);
    const carried = (await plansOfVersions(db, active)).filter((p) => p.plan.insurerCode !== covers);
    const codes = new Set(files.plans.map((p) => p.plan.planCode));
    const clash = carried.find((p) => codes.has(p.plan.planCode));
    if (clash !== undefined)
      throw notLoaded(`plan ${clash.plan.planCode} is already a plan of ${clash.plan.insurerCode}`);
    plans = [...files.plans, ...carried];
    // Carried sample plans keep the site's sample-rates notice (N8).
    if (active.some((v) => v.source === 'sample'))
      versions = versions.map((v) => ({ ...v, source: 'sample' as const }));
  }
  await addStagedRates(db, versions, keyPlans(versions, plans), covers);
  return { count: files.plans.length, preview: await previewTravelVersion(db, input.version) };
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
  const { count } = await stageTravelRateSheets(db, input);
  await activateTravelRates(db, input.version);
  return count;
}

/** A plan's daily rate at `age`, the smallest coverage or shortest trip where it has several. */
function sampleDailyCents(plan: RatePlan, age: number): number | null {
  const covering = <T extends { minAge: number; maxAge: number }>(rows: readonly T[]) =>
    rows.filter((r) => r.minAge <= age && age <= r.maxAge);
  if (plan.kind === 'visitor')
    return covering(plan.rates).sort((a, b) => a.coverageCents - b.coverageCents)[0]?.dailyCents ?? null;
  if (plan.kind === 'student') return covering(plan.rates)[0]?.dailyCents ?? null;
  return covering(plan.rates).sort((a, b) => a.maxDays - b.maxDays)[0]?.categoryDailyCents[0] ?? null;
}

const wordsOf = (plan: RatePlan) =>
  plan.eligibility === undefined ? [] : eligibilityWords(plan.eligibility);

/** What making `version` active would change against the active travel rates (ADR 0097). */
export async function previewTravelVersion(db: Db, version: string): Promise<TravelRatePreview> {
  const [tables, active, listed, insurers] = await Promise.all([
    findVersionTables(db, version),
    findRateVersions(db),
    findTravelVersions(db),
    insurerDirectory(db),
  ]);
  const row = listed.find((v) => v.version === version);
  if (tables.length === 0 || row === undefined)
    throw new AppError('NOT_FOUND', `There is no version ${version} of the travel rates`);
  const replaced = new Set(tables.map((t) => t.table));
  const candidate = [...active.filter((v) => !replaced.has(v.table)), ...tables];
  const [before, after] = await Promise.all([plansOfVersions(db, active), plansOfVersions(db, candidate)]);
  const describe = ({ plan }: StoredPlan) => ({
    planCode: plan.planCode,
    policyName: plan.policyName,
    company: insurers.names.get(plan.insurerCode) ?? plan.insurerCode,
  });
  const beforeByCode = new Map(before.map((p) => [p.plan.planCode, p]));
  const afterCodes = new Set(after.map((p) => p.plan.planCode));
  const priceMoves: TravelRatePreview['priceMoves'] = [];
  const eligibility: TravelRatePreview['eligibility'] = [];
  let unchanged = 0;
  for (const next of after) {
    const previous = beforeByCode.get(next.plan.planCode);
    const words = wordsOf(next.plan);
    const was = previous === undefined ? null : wordsOf(previous.plan);
    if (was === null || was.join('\n') !== words.join('\n'))
      eligibility.push({ ...describe(next), before: was, after: words });
    if (previous === undefined) continue;
    const moves = PREVIEW_SAMPLE_AGES.flatMap((age) => {
      const was = sampleDailyCents(previous.plan, age);
      const is = sampleDailyCents(next.plan, age);
      return was === is
        ? []
        : [
            {
              ...describe(next),
              age,
              before: was === null ? null : centsToDollars(was),
              after: is === null ? null : centsToDollars(is),
            },
          ];
    });
    if (moves.length === 0) unchanged += 1;
    priceMoves.push(...moves);
  }
  const byName = (a: { policyName: string }, b: { policyName: string }) =>
    a.policyName.localeCompare(b.policyName);
  return {
    version,
    coversInsurer: row.coversInsurer,
    active: row.active,
    added: after
      .filter((p) => !beforeByCode.has(p.plan.planCode))
      .map(describe)
      .sort(byName),
    removed: before
      .filter((p) => !afterCodes.has(p.plan.planCode))
      .map(describe)
      .sort(byName),
    priceMoves,
    unchanged,
    eligibility: eligibility.sort(byName),
  };
}

/** Every travel version, newest first, for staff to make one active (ADR 0097). */
export async function listTravelVersions(db: Db): Promise<TravelRateVersion[]> {
  return (await findTravelVersions(db)).map((v) => ({ ...v, loadedAt: v.loadedAt.toISOString() }));
}

/** The travel tables with their versions, for the admin's rate page. */
export async function listTravelRateTables(
  db: Db,
): Promise<{ name: string; version: string; source: string; loadedAt: Date }[]> {
  return findRateTables(db);
}
