// Reads the committed travel rate files (src/db/travel-rates/*.csv, N8) into the shared plan
// shapes. Each file starts with `# table: <name>; version: <v>; source: sample|imported`.

import { readFileSync } from 'node:fs';
import type {
  BenefitLine,
  DeductibleOption,
  RatePlan,
  RateTableVersion,
  StudentRate,
  TravellerRate,
  VisitorRate,
} from '@brokerage/shared/travel-quote/rate-table';
import { eligibilityFromColumns } from '@brokerage/shared/travel-quote/plan-eligibility';
import { isTravelProductSlug, TRAVEL_PRODUCTS } from '@brokerage/shared/travel-quote/travel-products';
import type {
  StudentProductSlug,
  TravellerProductSlug,
  VisitorProductSlug,
} from '@brokerage/shared/travel-quote/travel-products';
import { rateCsvMeta, readRateCsv } from '../../lib/rate-csv.ts';
import { apiPath } from '../../config/paths.ts';

export const RATE_FILES_DIR = `${apiPath('src', 'db', 'travel-rates')}/`;

export interface ParsedCsv {
  meta: RateTableVersion;
  rows: Record<string, string>[];
}

const VERSION = /^[\w.-]+$/;

/**
 * One travel rate file: its `# table: <name>; version: <v>; source: sample|imported` line, or, for
 * a staff upload, the version staff typed (`imported`); then a header and rows read by name.
 */
export function parseRateCsv(text: string, imported?: { table: string; version: string }): ParsedCsv {
  const { comments, header, records } = readRateCsv(text);
  const meta = rateCsvMeta(comments);
  const table = imported?.table ?? meta.get('table') ?? '';
  const version = imported?.version ?? meta.get('version') ?? '';
  // An upload is 'imported' unless the file says it is the sample: re-imported sample sheets keep
  // the site's 'Sample rates for demonstration' notice (N8).
  const source = imported && meta.get('source') !== 'sample' ? 'imported' : meta.get('source');
  if (!/^[\w-]+$/.test(table) || !VERSION.test(version) || (source !== 'sample' && source !== 'imported'))
    throw new Error(
      `rate file without a '# table; version; source' line: ${comments[0] ?? header.join(',')}`,
    );
  if (header.length === 0) throw new Error(`rate file ${table} has no header`);
  const rows = records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])));
  return { meta: { table, version, source }, rows };
}

export interface LoadedPlan {
  plan: RatePlan;
  benefits: BenefitLine[];
}

export interface RateFiles {
  versions: RateTableVersion[];
  plans: LoadedPlan[];
}

const num = (value: string | undefined, what: string): number => {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(n))
    throw new Error(`bad number for ${what}: ${value}`);
  return n;
};
const optionalNum = (value: string | undefined): number | null =>
  value === undefined || value === '' ? null : Number(value);
const optionalText = (value: string | undefined): string | null => (value ? value : null);

const byPlan = <T>(rows: Record<string, string>[], map: (row: Record<string, string>) => T) => {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const key = row.plan_code ?? '';
    grouped.set(key, [...(grouped.get(key) ?? []), map(row)]);
  }
  return grouped;
};

/**
 * Builds the plans from the six files' texts (file name to content); `importedVersion` is the
 * version staff typed for an upload, which replaces the files' own '#' lines. `insurerCodes` are
 * the insurers a plan may name: for an upload, those of the insurers table not retired (ADR 0097).
 */
export function buildPlans(
  texts: Record<string, string>,
  importedVersion: string | undefined,
  /** The insurers the sheets may name: the seed list for the sample files, the table for imports. */
  insurerCodes: ReadonlySet<string>,
): RateFiles {
  const insurerCode = (code: string | undefined): string => {
    if (code === undefined || !insurerCodes.has(code))
      throw new Error(`unknown insurer code ${code}: add the insurer under Insurers first`);
    return code;
  };
  const read = (name: string): ParsedCsv => {
    const text = texts[name];
    if (text === undefined) throw new Error(`missing rate file ${name}`);
    return parseRateCsv(
      text,
      importedVersion === undefined
        ? undefined
        : { table: name.replace(/\.csv$/, ''), version: importedVersion },
    );
  };
  const plans = read('plans.csv');
  const visitorRates = read('visitor-rates.csv');
  const studentRates = read('student-rates.csv');
  const travellerRates = read('traveller-rates.csv');
  const deductibles = read('deductibles.csv');
  const benefits = read('benefits.csv');

  const visitorByPlan = byPlan<VisitorRate>(visitorRates.rows, (r) => ({
    minAge: num(r.min_age, 'min_age'),
    maxAge: num(r.max_age, 'max_age'),
    coverageCents: num(r.coverage_cents, 'coverage_cents'),
    dailyCents: num(r.daily_cents, 'daily_cents'),
    dailyPreExistingCents: optionalNum(r.daily_pre_existing_cents),
  }));
  const studentByPlan = byPlan<StudentRate>(studentRates.rows, (r) => ({
    minAge: num(r.min_age, 'min_age'),
    maxAge: num(r.max_age, 'max_age'),
    dailyCents: num(r.daily_cents, 'daily_cents'),
    dailyPreExistingCents: optionalNum(r.daily_pre_existing_cents),
  }));
  const travellerByPlan = byPlan<TravellerRate>(travellerRates.rows, (r) => ({
    minAge: num(r.min_age, 'min_age'),
    maxAge: num(r.max_age, 'max_age'),
    maxDays: num(r.max_days, 'max_days'),
    categoryDailyCents: (r.category_daily_cents ?? '').split(';').map((v) => num(v, 'category_daily_cents')),
  }));
  const deductiblesByPlan = byPlan<DeductibleOption>(deductibles.rows, (r) => ({
    deductibleCents: num(r.deductible_cents, 'deductible_cents'),
    adjustmentPercent: num(r.adjustment_percent, 'adjustment_percent'),
  }));
  const benefitsByPlan = byPlan(benefits.rows, (r) => ({
    position: num(r.position, 'position'),
    key: r.key ?? '',
    value: r.value ?? '',
  }));

  // A plan's rates are in its kind's file (an unknown kind is refused below).
  const rateFileOfKind: Partial<Record<string, string>> = {
    visitor: visitorRates.meta.table,
    student: studentRates.meta.table,
    traveller: travellerRates.meta.table,
  };

  const loaded = plans.rows.map((r): LoadedPlan => {
    const planCode = r.plan_code ?? '';
    const rated = (rates: readonly { minAge: number; maxAge: number }[], maxTripDays: number) => {
      try {
        return eligibilityFromColumns(r, {
          minAge: rates.length === 0 ? 0 : Math.min(...rates.map((rate) => rate.minAge)),
          maxAge: rates.length === 0 ? 0 : Math.max(...rates.map((rate) => rate.maxAge)),
          maxTripDays,
          traveller: r.kind === 'traveller',
        });
      } catch (error) {
        throw new Error(`plan ${planCode}: ${(error as Error).message}`);
      }
    };
    const common = {
      planCode,
      insurerCode: insurerCode(r.insurer_code),
      policyName: r.policy_name ?? '',
      minimumPremiumCents: num(r.minimum_premium_cents, 'minimum_premium_cents'),
      buyNowUrl: optionalText(r.buy_now_url),
      table: rateFileOfKind[r.kind ?? ''] ?? '',
    };
    const products = (r.products ?? '').split(';');
    const lines = (benefitsByPlan.get(planCode) ?? [])
      .sort((a, b) => a.position - b.position)
      .map(({ key, value }) => ({ key, value }));
    let plan: RatePlan;
    if (r.kind === 'visitor') {
      const rates = visitorByPlan.get(planCode) ?? [];
      plan = {
        ...common,
        kind: 'visitor',
        products: products as VisitorProductSlug[],
        eligibility: rated(rates, longestTrip(products)),
        rates,
        deductibles: deductiblesByPlan.get(planCode) ?? [],
        monthlyAdminFeeCents: optionalNum(r.monthly_admin_fee_cents),
      };
    } else if (r.kind === 'student') {
      plan = {
        ...common,
        kind: 'student',
        products: products as StudentProductSlug[],
        coverageCents: num(r.coverage_cents, 'coverage_cents'),
        deductibleCents: num(r.deductible_cents, 'deductible_cents'),
        eligibility: rated(studentByPlan.get(planCode) ?? [], longestTrip(products)),
        rates: studentByPlan.get(planCode) ?? [],
      };
    } else if (r.kind === 'traveller') {
      const rates = travellerByPlan.get(planCode) ?? [];
      plan = {
        ...common,
        kind: 'traveller',
        products: products as TravellerProductSlug[],
        eligibility: rated(rates, Math.max(0, ...rates.map((rate) => rate.maxDays))),
        rates,
        deductibles: deductiblesByPlan.get(planCode) ?? [],
        smokerSurchargePercent: num(r.smoker_surcharge_percent, 'smoker_surcharge_percent'),
        questionnaireUrl: optionalText(r.questionnaire_url),
      };
    } else {
      throw new Error(`plan ${planCode} has an unknown kind ${r.kind}`);
    }
    return { plan, benefits: lines };
  });

  return {
    versions: [plans, visitorRates, studentRates, travellerRates, deductibles, benefits].map((f) => f.meta),
    plans: loaded,
  };
}

/** The longest trip the plan's products allow: what a sheet without max_trip_days means. */
function longestTrip(products: readonly string[]): number {
  return Math.max(0, ...products.map((p) => (isTravelProductSlug(p) ? TRAVEL_PRODUCTS[p].maxTripDays : 0)));
}

const FILE_NAMES = [
  'plans.csv',
  'visitor-rates.csv',
  'student-rates.csv',
  'traveller-rates.csv',
  'deductibles.csv',
  'benefits.csv',
];

/** Reads the committed files from disk; they name only the seeded insurers. */
export function readRateFiles(
  seedInsurerCodes: ReadonlySet<string>,
  dir: string = RATE_FILES_DIR,
): RateFiles {
  return buildPlans(
    Object.fromEntries(FILE_NAMES.map((name) => [name, readFileSync(`${dir}${name}`, 'utf8')])),
    undefined,
    seedInsurerCodes,
  );
}
