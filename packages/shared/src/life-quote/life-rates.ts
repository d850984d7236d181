// Life rate tables (N8, N11): per insurer plan, an annual premium per 1,000 of coverage by age at
// nearest birthday, gender, smoker class and payment period, plus a policy fee. A table is one
// product's set of rows under one version; the quote records the versions it used.

import type { Gender, LifeQuoteSlug } from '../catalogue/options.ts';
import { dollarsToCents } from '../money/cents.ts';
import type { IllnessCovered } from './life-quote-request.ts';
import { parsePlanDetails, RATE_CSV_DETAIL_COLUMNS } from './plan-details.ts';
import type { LifePlanDetails, RateCsvDetailColumn } from './plan-details.ts';

/**
 * Rates are held as integers in ten-thousandths of a dollar per 1,000 of coverage
 * ('1.2345' dollars per 1,000 is 12345), so young ages keep their precision without floats.
 */
export const RATE_UNITS_PER_DOLLAR = 10_000;

/** One rate curve: the rates of one plan, payment period, gender, smoker class (and CI cover) by age. */
export interface LifeRateRow {
  insurerCode: string;
  planCode: string;
  planName: string;
  paymentPeriod: number;
  gender: Gender;
  smoker: boolean;
  /** Critical illness only (N11); null for the other products. */
  illnessCovered: IllnessCovered | null;
  /** Age of the first rate; the row covers minAge to minAge + rates.length - 1. */
  minAge: number;
  /** Annual rate per 1,000 of coverage, in RATE_UNITS_PER_DOLLAR units, by age from minAge. */
  annualRatesPer1000: readonly number[];
  /** Yearly policy fee in cents, added once to the annual premium. */
  policyFeeCents: number;
  /** What the plan offers besides price; absent in sheets and tables without them. */
  details?: LifePlanDetails;
}

export interface LifeRateTable {
  product: LifeQuoteSlug;
  version: string;
  /** 'sample' for the generated demonstration tables (N8); anything else is an imported sheet. */
  source: string;
  rows: readonly LifeRateRow[];
  /** The rows by gender and smoker class (lifeRowsByClass), built once where the table is kept. */
  rowsByClass?: ReadonlyMap<string, readonly LifeRateRow[]>;
}

const classKey = (gender: string, smoker: boolean) => `${gender}|${String(smoker)}`;

/**
 * A table's rows by gender and smoker class: a quote reads only its own class instead of every row
 * (ADR 0083). The API builds it once per stored table, in its registry of rate versions (ADR 0101).
 */
export function lifeRowsByClass(rows: readonly LifeRateRow[]): ReadonlyMap<string, readonly LifeRateRow[]> {
  const index = new Map<string, LifeRateRow[]>();
  for (const row of rows) {
    const key = classKey(row.gender, row.smoker);
    const list = index.get(key);
    if (list === undefined) index.set(key, [row]);
    else list.push(row);
  }
  return index;
}

/** The table's rows of one gender and smoker class, through its index when it has one. */
export function lifeRowsOfClass(
  table: LifeRateTable,
  gender: string,
  smoker: boolean,
): readonly LifeRateRow[] {
  if (table.rowsByClass !== undefined) return table.rowsByClass.get(classKey(gender, smoker)) ?? [];
  return table.rows.filter((row) => row.gender === gender && row.smoker === smoker);
}

export const SAMPLE_RATE_SOURCE = 'sample';

/** The one line every quote page shows while a sample table is in use (N8). */
export const SAMPLE_RATES_NOTICE = 'Sample rates for demonstration';

/** '1.2345' (dollars per 1,000) to rate units; throws on anything else. */
export function parseRate(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a rate: ${text}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * RATE_UNITS_PER_DOLLAR + Number(fraction.padEnd(4, '0'));
}

/** Rate units to the '1.2345' text the CSV files hold. */
export function formatRate(units: number): string {
  if (!Number.isSafeInteger(units) || units < 0) throw new RangeError(`Not a rate: ${units}`);
  const whole = Math.floor(units / RATE_UNITS_PER_DOLLAR);
  const fraction = String(units % RATE_UNITS_PER_DOLLAR).padStart(4, '0');
  return `${whole}.${fraction}`;
}

/** The CSV columns of a rate file, in order; ages follow as one column each (`age_0`, `age_1`, ...). */
export const RATE_CSV_FIXED_COLUMNS = [
  'insurer_code',
  'plan_code',
  'plan_name',
  'payment_period',
  'gender',
  'smoker',
  'illness_covered',
  'policy_fee',
] as const;

/**
 * Reads the rows of a rate sheet, already split into cells by the API's CSV reader: a header of
 * the fixed columns, any of the optional plan-detail columns (RATE_CSV_DETAIL_COLUMNS),
 * and one `age_N` column per age; an empty age cell means the plan is not sold
 * at that age (only leading and trailing gaps are allowed). Throws a RangeError naming the line
 * (the header is line 1) on bad data.
 */
export function lifeRateRows(
  header: readonly string[],
  records: readonly (readonly string[])[],
): LifeRateRow[] {
  if (header.length === 0) throw new RangeError('A rate file needs a header line');
  const fixed = header.slice(0, RATE_CSV_FIXED_COLUMNS.length);
  if (fixed.join(',') !== RATE_CSV_FIXED_COLUMNS.join(',')) {
    throw new RangeError(`Rate file header must start with ${RATE_CSV_FIXED_COLUMNS.join(',')}`);
  }
  const rest = header.slice(RATE_CSV_FIXED_COLUMNS.length);
  const detailColumns: RateCsvDetailColumn[] = [];
  while (rest.length > 0 && (RATE_CSV_DETAIL_COLUMNS as readonly string[]).includes(rest[0] ?? '')) {
    const column = rest.shift() as RateCsvDetailColumn;
    if (detailColumns.includes(column)) throw new RangeError(`Rate file header names ${column} twice`);
    detailColumns.push(column);
  }
  const ages = rest.map((column) => {
    const match = /^age_(\d+)$/.exec(column);
    if (!match) throw new RangeError(`Unexpected rate column ${column}`);
    return Number(match[1]);
  });
  // A row's rates are read by position from its first filled age, so the ages must run one by one.
  ages.forEach((age, i) => {
    if (i > 0 && age !== (ages[i - 1] ?? 0) + 1) throw new RangeError('Age columns must go up by one year');
  });
  return records.map((cells, index) => parseRateLine(cells, detailColumns, ages, index + 2));
}

function parseRateLine(
  cells: readonly string[],
  detailColumns: readonly RateCsvDetailColumn[],
  ages: number[],
  lineNumber: number,
): LifeRateRow {
  const fail = (why: string): never => {
    throw new RangeError(`Rate file line ${lineNumber}: ${why}`);
  };
  const [insurerCode, planCode, planName, period, gender, smoker, illness, fee] = cells;
  if (!insurerCode || !planCode || !planName) fail('insurer, plan code and plan name are required');
  if (gender !== 'male' && gender !== 'female') fail('gender must be male or female');
  if (smoker !== 'yes' && smoker !== 'no') fail('smoker must be yes or no');
  if (illness !== '' && illness !== 'core-4' && illness !== 'extended-25') fail('bad illness_covered');
  const paymentPeriod = Number(period);
  if (!Number.isInteger(paymentPeriod) || paymentPeriod < 0) fail('bad payment_period');
  const detailStart = RATE_CSV_FIXED_COLUMNS.length;
  let details: LifePlanDetails | undefined;
  if (detailColumns.length > 0) {
    try {
      details = parsePlanDetails(
        Object.fromEntries(detailColumns.map((column, i) => [column, cells[detailStart + i] ?? ''])),
      );
    } catch (error) {
      fail((error as Error).message);
    }
  }
  const rateCells = cells.slice(detailStart + detailColumns.length);
  const firstFilled = rateCells.findIndex((cell) => cell !== '');
  if (firstFilled < 0) fail('no rates');
  let lastFilled = rateCells.length - 1;
  while (rateCells[lastFilled] === '') lastFilled -= 1;
  const rates = rateCells.slice(firstFilled, lastFilled + 1).map((cell) => {
    try {
      return parseRate(cell);
    } catch {
      return fail(`bad rate ${cell}`);
    }
  });
  // Dollars as typed ('60.00'), read by the cents helper on the decimal text, never with floats.
  let policyFeeCents = -1;
  try {
    policyFeeCents = dollarsToCents(fee ?? '');
  } catch {
    fail('bad policy_fee');
  }
  if (policyFeeCents < 0) fail('bad policy_fee');
  return {
    insurerCode: insurerCode as string,
    planCode: planCode as string,
    planName: planName as string,
    paymentPeriod,
    gender: gender as Gender,
    smoker: smoker === 'yes',
    illnessCovered: illness === '' ? null : (illness as IllnessCovered),
    minAge: ages[firstFilled] ?? 0,
    annualRatesPer1000: rates,
    policyFeeCents,
    ...(details ? { details } : {}),
  };
}
