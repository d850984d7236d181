// Loads the committed rate CSV files into the database (N8). Idempotent: a product's file whose
// version is already stored is skipped, so every start may run it; a new version becomes the
// product's active table and earlier ones stay for the quotes that used them. A product whose
// active table staff imported keeps it: the sample files never replace real rates.

import { readFile } from 'node:fs/promises';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { lifeRateRows } from '@brokerage/shared/life-quote/life-rates';
import type { LifeRateRow, LifeRateTable } from '@brokerage/shared/life-quote/life-rates';
import type { Db } from '../../db/client.ts';
import { rateCsvMeta, readRateCsv } from '../../lib/rate-csv.ts';
import { hasActiveImportedTable, insertRateTable, rateTableExists } from './life-quote.repository.ts';
import { pathToFileURL } from 'node:url';
import { apiPath } from '../../config/paths.ts';

export const LIFE_RATES_DIR_URL = pathToFileURL(`${apiPath('src', 'db', 'rate-tables', 'life')}/`);

/** A life rate sheet's `# version:` and `# source:` lines (if any) and its rows; throws on bad data. */
export function parseLifeRateCsv(text: string): {
  version: string | undefined;
  source: string | undefined;
  rows: LifeRateRow[];
} {
  const { comments, header, records } = readRateCsv(text);
  const meta = rateCsvMeta(comments);
  return { version: meta.get('version'), source: meta.get('source'), rows: lifeRateRows(header, records) };
}

export async function readRateFile(product: LifeQuoteSlug): Promise<LifeRateTable> {
  const text = await readFile(new URL(`${product}.csv`, LIFE_RATES_DIR_URL), 'utf8');
  const { version, source, rows } = parseLifeRateCsv(text);
  if (!version || !source) throw new RangeError('A rate file needs "# version:" and "# source:" lines');
  return { product, version, source, rows };
}

/** Loads each product's file; resolves with the `product:version` keys newly stored. */
export async function loadLifeRates(db: Db): Promise<string[]> {
  const loaded: string[] = [];
  for (const product of LIFE_QUOTE_SLUGS) {
    const table = await readRateFile(product);
    if (await rateTableExists(db, product, table.version)) continue;
    if (await hasActiveImportedTable(db, product)) continue;
    if (await insertRateTable(db, table)) loaded.push(`${product}:${table.version}`);
  }
  return loaded;
}
