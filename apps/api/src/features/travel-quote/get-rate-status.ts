// Whether the sample rate tables are active, for the quote pages' notice (N8).

import type { Db } from '../../db/client.ts';
import { currentRateVersions } from './rate-versions.ts';

export async function getRateStatus(db: Db): Promise<{ isSampleRates: boolean }> {
  const { versions } = await currentRateVersions(db);
  return { isSampleRates: versions.some((v) => v.source === 'sample') };
}
