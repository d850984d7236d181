// Staff import of the travel rate tables (N8, N9): the six tables arrive together, are read by the
// same code as the committed sample files, and become the active travel catalogue in one
// transaction under the version staff typed, marked 'imported' (the sample files then stay out at
// every start). Earlier versions are kept, so a stored quote can be priced again from the versions
// it cites (ADR 0061). Quotes re-read the versions every few seconds; this process forgets them at once.

import { TRAVEL_RATE_TABLES } from '@brokerage/shared/rate-import/rate-import-schemas';
import type { TravelRateTableName } from '@brokerage/shared/rate-import/rate-import-schemas';
import {
  STUDENT_PRODUCT_SLUGS,
  TRAVELLER_PRODUCT_SLUGS,
  VISITOR_PRODUCT_SLUGS,
} from '@brokerage/shared/travel-quote/travel-products';
import type { RatePlan } from '@brokerage/shared/travel-quote/rate-table';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildPlans } from './rate-files.ts';
import { forgetActiveRates } from '../../lib/rate-registry.ts';
import { keyPlans } from './rate-versions.ts';
import type { RateFiles } from './rate-files.ts';
import { addActiveRates, findRateTables, rateVersionExists } from './travel-quote.repository.ts';

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

/** Resolves with the number of plans loaded. */
export async function importTravelRateSheets(
  db: Db,
  input: { version: string; tables: Partial<Record<TravelRateTableName, string>> },
): Promise<number> {
  const missing = TRAVEL_RATE_TABLES.filter((name) => input.tables[name] === undefined);
  if (missing.length > 0)
    throw new AppError('VALIDATION_FAILED', `The rate sheets were not loaded: ${missing.join(', ')} missing`);
  const texts = Object.fromEntries(
    TRAVEL_RATE_TABLES.map((name) => [`${name}.csv`, input.tables[name] ?? '']),
  );
  let files: RateFiles;
  try {
    files = buildPlans(texts, input.version);
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', `The rate sheets were not loaded: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const problem = checkPlans(files);
  if (problem) throw new AppError('VALIDATION_FAILED', `The rate sheets were not loaded: ${problem}`);
  // Stored quotes cite versions and quotes are cached by them, so a version is never reused.
  if (await rateVersionExists(db, input.version))
    throw new AppError(
      'CONFLICT',
      `Version ${input.version} of the travel rates is already loaded; give the new sheets a new version`,
    );
  await addActiveRates(db, files.versions, keyPlans(files.versions, files.plans));
  // This process quotes with the new versions at once; others within their refresh (N3).
  forgetActiveRates(db);
  return files.plans.length;
}

/** The travel tables with their versions, for the admin's rate page. */
export async function listTravelRateTables(
  db: Db,
): Promise<{ name: string; version: string; source: string; loadedAt: Date }[]> {
  return findRateTables(db);
}
