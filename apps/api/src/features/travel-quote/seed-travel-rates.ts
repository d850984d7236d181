// Loads the committed sample rate files into the database at every start (N8); idempotent.

import { INSURERS } from '@brokerage/shared/catalogue/insurers';
import type { Db } from '../../db/client.ts';
import { readRateFiles } from './rate-files.ts';
import { forgetActiveRates } from '../../lib/rate-registry.ts';
import { keyPlans } from './rate-versions.ts';
import { loadSampleRates } from './travel-quote.repository.ts';

export async function seedTravelRates(db: Db): Promise<{ travelPlans: number; travelRates: string }> {
  // Seeding: the sample files name the insurers the table is first seeded with (N7).
  const files = readRateFiles(new Set(INSURERS.map((i) => i.code)));
  const outcome = await loadSampleRates(db, files.versions, keyPlans(files.versions, files.plans));
  forgetActiveRates(db);
  return { travelPlans: files.plans.length, travelRates: outcome };
}
