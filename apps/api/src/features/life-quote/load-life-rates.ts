// Loads the committed rate CSV files into the database (N8). Idempotent: a product's file whose
// version is already stored is skipped, so every start may run it; a new version becomes the
// product's active table and earlier ones stay for the quotes that used them. A product whose
// active table staff imported keeps it: the sample files never replace real rates.

import { readFile } from 'node:fs/promises';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { parseRateCsv } from '@brokerage/shared/life-quote/life-rates';
import type { LifeRateTable } from '@brokerage/shared/life-quote/life-rates';
import type { Db } from '../../db/client.ts';
import { hasActiveImportedTable, insertActiveRateTable, rateTableExists } from './life-quote.repository.ts';

export const LIFE_RATES_DIR_URL = new URL('../../db/rate-tables/life/', import.meta.url);

export async function readRateFile(product: LifeQuoteSlug): Promise<LifeRateTable> {
  const text = await readFile(new URL(`${product}.csv`, LIFE_RATES_DIR_URL), 'utf8');
  const parsed = parseRateCsv(text);
  return { product, ...parsed };
}

/** Loads each product's file; resolves with the `product:version` keys newly stored. */
export async function loadLifeRates(db: Db): Promise<string[]> {
  const loaded: string[] = [];
  for (const product of LIFE_QUOTE_SLUGS) {
    const table = await readRateFile(product);
    if (await rateTableExists(db, product, table.version)) continue;
    if (await hasActiveImportedTable(db, product)) continue;
    if (await insertActiveRateTable(db, table)) loaded.push(`${product}:${table.version}`);
  }
  return loaded;
}
