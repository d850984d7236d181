// Staff import of an insurer's life rate sheet (N8): the sheet becomes the product's active table
// under the version staff typed, marked 'imported', and earlier tables stay for the quotes that used
// them. The rows are checked against the catalogues before anything is stored.

import { LIFE_PAYMENT_PERIODS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import type { LifeRateRow } from '@brokerage/shared/life-quote/life-rates';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { forgetActiveRates } from '../../lib/rate-registry.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import { parseLifeRateCsv } from './load-life-rates.ts';
import { findActiveTables, insertActiveRateTable, rateTableExists } from './life-quote.repository.ts';

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

/** Parses and stores the sheet; resolves with the number of rate rows loaded. */
export async function importLifeRateSheet(
  db: Db,
  input: { product: LifeQuoteSlug; version: string; csv: string },
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
    throw new AppError('VALIDATION_FAILED', `The rate sheet was not loaded: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (rows.length === 0) throw new AppError('VALIDATION_FAILED', 'The rate sheet has no rate rows');
  const { active } = await insurerDirectory(db);
  const problem = rows.map((row, i) => checkRow(input.product, row, i + 2, active)).find((p) => p !== null);
  if (problem) throw new AppError('VALIDATION_FAILED', `The rate sheet was not loaded: ${problem}`);
  if (await rateTableExists(db, input.product, input.version))
    throw new AppError(
      'CONFLICT',
      `Version ${input.version} of the ${input.product} rates is already loaded; give the new sheet a new version`,
    );
  const stored = await insertActiveRateTable(db, {
    product: input.product,
    version: input.version,
    source,
    rows,
  });
  if (!stored)
    throw new AppError(
      'CONFLICT',
      `Version ${input.version} of the ${input.product} rates is already loaded`,
    );
  forgetActiveRates(db);
  return rows.length;
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
