// Staff import of an insurer's life rate sheet (N8): the sheet is stored under the version staff
// typed, marked 'imported', inactive until staff saw its preview and made it active, like travel
// imports (ADRs 0097, 0116); it may cover one insurer's plans of the product, the others' active rows
// carried over. Earlier tables stay for the quotes that used them and can be made active again. The
// rows are checked against the catalogues before anything is stored.

import { LIFE_PAYMENT_PERIODS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { LIFE_AGE_LIMITS, annualPremiumCents } from '@brokerage/shared/life-quote/life-pricing';
import type { LifeRateRow } from '@brokerage/shared/life-quote/life-rates';
import { PREVIEW_SAMPLE_AGES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { RateVersionEntry } from '@brokerage/shared/rate-import/rate-import-schemas';
import { withOtherInsurersPlans } from '@brokerage/shared/rate-import/rate-preview';
import type { ComparedPlan } from '@brokerage/shared/rate-import/rate-preview';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { forgetActiveRates } from '../../lib/rate-registry.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import { parseLifeRateCsv } from './load-life-rates.ts';
import {
  activateRateTable,
  findActiveTableRefs,
  findActiveTables,
  findProductTables,
  findRateRows,
  insertRateTable,
  rateTableExists,
} from './life-quote.repository.ts';

export const IMPORTED_RATE_SOURCE = 'imported';
const SAMPLE_RATE_SOURCE = 'sample';

function checkRow(
  product: LifeQuoteSlug,
  row: LifeRateRow,
  line: number,
  insurerCodes: ReadonlySet<string>,
): string | null {
  // The insurers table, retired insurers left out (ADR 0097).
  if (!insurerCodes.has(row.insurerCode))
    return `line ${line}: unknown insurer code ${row.insurerCode} (add the insurer under Insurers first)`;
  if (row.paymentPeriod >= LIFE_PAYMENT_PERIODS[product].length)
    return `line ${line}: payment_period ${row.paymentPeriod} is not one of ${product}'s periods (0 to ${LIFE_PAYMENT_PERIODS[product].length - 1})`;
  if ((product === 'critical-illness') !== (row.illnessCovered !== null))
    return product === 'critical-illness'
      ? `line ${line}: critical illness rows need illness_covered (core-4 or extended-25)`
      : `line ${line}: illness_covered is for critical illness only`;
  return null;
}

const notLoaded = (problem: string, cause?: unknown) =>
  new AppError('VALIDATION_FAILED', `The rate sheet was not loaded: ${problem}`, { cause });

/** The rows of the product's active table, read from the database (not the quote registry's copy). */
async function activeRows(db: Db, product: LifeQuoteSlug): Promise<{ rows: LifeRateRow[]; source: string }> {
  const [ref] = await findActiveTableRefs(db, product);
  if (ref === undefined) return { rows: [], source: IMPORTED_RATE_SOURCE };
  return { rows: (await findRateRows(db, [ref.id])).get(ref.id) ?? [], source: ref.source };
}

/**
 * Parses, checks and stores the sheet inactive (ADR 0116); with `coversInsurer`, every row must be
 * that insurer's and the other insurers' active rows are stored with them. Resolves with the number
 * of rate rows of the sheet.
 */
export async function stageLifeRateSheet(
  db: Db,
  input: { product: LifeQuoteSlug; version: string; csv: string; coversInsurer?: string | undefined },
): Promise<number> {
  // Staff type the version; of the '#' lines only 'source: sample' counts: a sample sheet loaded
  // again stays sample, and the site keeps saying its rates are for demonstration (N8).
  let rows: LifeRateRow[];
  let source = IMPORTED_RATE_SOURCE;
  try {
    const parsed = parseLifeRateCsv(input.csv);
    rows = parsed.rows;
    if (parsed.source === SAMPLE_RATE_SOURCE) source = SAMPLE_RATE_SOURCE;
  } catch (error) {
    throw notLoaded((error as Error).message, error);
  }
  if (rows.length === 0) throw new AppError('VALIDATION_FAILED', 'The rate sheet has no rate rows');
  const { active } = await insurerDirectory(db);
  const covers = input.coversInsurer ?? null;
  if (covers !== null && !active.has(covers))
    throw notLoaded(`${covers} is not an insurer of the list (or it is retired)`);
  const problem = rows.map((row, i) => checkRow(input.product, row, i + 2, active)).find((p) => p !== null);
  if (problem) throw notLoaded(problem);
  if (await rateTableExists(db, input.product, input.version))
    throw new AppError(
      'CONFLICT',
      `Version ${input.version} of the ${input.product} rates is already loaded; give the new sheet a new version`,
    );
  const sheetRows = rows.length;
  if (covers !== null) {
    const inUse = await activeRows(db, input.product);
    const merged = withOtherInsurersPlans(rows, inUse.rows, covers);
    if (!merged.ok) throw notLoaded(merged.problem);
    rows = merged.plans;
    // Carried sample rows keep the site's sample-rates notice (N8).
    if (inUse.source === SAMPLE_RATE_SOURCE) source = SAMPLE_RATE_SOURCE;
  }
  const stored = await insertRateTable(
    db,
    { product: input.product, version: input.version, source, rows },
    { active: false, coversInsurer: covers },
  );
  if (!stored)
    throw new AppError(
      'CONFLICT',
      `Version ${input.version} of the ${input.product} rates is already loaded`,
    );
  return sheetRows;
}

/** Makes `version` the product's active table: a staged import, or an earlier version again. */
export async function activateLifeRates(db: Db, product: LifeQuoteSlug, version: string): Promise<void> {
  if (!(await activateRateTable(db, product, version)))
    throw new AppError('NOT_FOUND', `There is no version ${version} of the ${product} rates`);
  // This process quotes with the new table at once; others within their refresh (N3).
  forgetActiveRates(db);
}

/** Stores and activates at once (tests and scripts that need no preview). */
export async function importLifeRateSheet(
  db: Db,
  input: { product: LifeQuoteSlug; version: string; csv: string },
): Promise<number> {
  const count = await stageLifeRateSheet(db, input);
  await activateLifeRates(db, input.product, input.version);
  return count;
}

/** Every table of the product, newest first, for staff to make one active (ADR 0116). */
export async function listLifeVersions(db: Db, product: LifeQuoteSlug): Promise<RateVersionEntry[]> {
  return (await findProductTables(db, product)).map(({ id: _id, ...v }) => ({
    ...v,
    loadedAt: v.loadedAt.toISOString(),
  }));
}

/** The coverage, class and period a life preview prices every plan at (ADR 0116). */
const PREVIEW_COVERAGE_CENTS = 100_000_00;
export const LIFE_PRICE_BASIS =
  'Annual premium for $100,000 of coverage, male non-smoker, the plan’s first payment period';

/** The sample ages within the product's ages (a child's plan at child ages). */
export function lifeSampleAges(product: LifeQuoteSlug): number[] {
  const { min, max } = LIFE_AGE_LIMITS[product];
  if (max < PREVIEW_SAMPLE_AGES[0]) return [min, Math.round((min + max) / 2), max];
  return PREVIEW_SAMPLE_AGES.filter((age) => age >= min && age <= max);
}

export interface LifeComparedPlan extends ComparedPlan {
  rows: LifeRateRow[];
}

/** A plan's annual premium at `age` for the preview's coverage, class and period; null where not rated. */
export function lifeSampleCents({ rows }: LifeComparedPlan, age: number): number | null {
  const sample = rows
    .filter((r) => r.gender === 'male' && !r.smoker)
    .sort(
      (a, b) =>
        a.paymentPeriod - b.paymentPeriod || (a.illnessCovered ?? '').localeCompare(b.illnessCovered ?? ''),
    )[0];
  const rate = sample?.annualRatesPer1000[age - sample.minAge];
  if (sample === undefined || rate === undefined || age < sample.minAge) return null;
  return annualPremiumCents(PREVIEW_COVERAGE_CENTS, rate, sample.policyFeeCents);
}

function plansOfRows(rows: readonly LifeRateRow[]): LifeComparedPlan[] {
  const byCode = new Map<string, LifeComparedPlan>();
  for (const row of rows) {
    const plan = byCode.get(row.planCode);
    if (plan === undefined)
      byCode.set(row.planCode, {
        planCode: row.planCode,
        policyName: row.planName,
        insurerCode: row.insurerCode,
        rows: [row],
      });
    else plan.rows.push(row);
  }
  return [...byCode.values()];
}

/** The plans in use and those making `version` active would give; null when there is no such version. */
export async function lifeVersionPlans(
  db: Db,
  product: LifeQuoteSlug,
  version: string,
): Promise<{ before: LifeComparedPlan[]; after: LifeComparedPlan[] } | null> {
  const tables = await findProductTables(db, product);
  const next = tables.find((t) => t.version === version);
  if (next === undefined) return null;
  const inUse = tables.find((t) => t.active);
  const ids = inUse === undefined ? [next.id] : [next.id, inUse.id];
  const rows = await findRateRows(db, ids);
  return {
    before: plansOfRows(inUse === undefined ? [] : (rows.get(inUse.id) ?? [])),
    after: plansOfRows(rows.get(next.id) ?? []),
  };
}

export interface ActiveLifeTable {
  product: string;
  version: string;
  source: string;
  loadedAt: Date;
}

/** The active table of each life product, for the admin's rate page. */
export function activeLifeTables(db: Db): Promise<ActiveLifeTable[]> {
  return findActiveTables(db);
}
