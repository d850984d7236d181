// Seeds the catalogues from the shared package (N6, N7). Upserts, so every start may run it:
// starting twice duplicates nothing, and a renamed product or insurer is corrected in place.

import { sql } from 'drizzle-orm';
import { INSURERS } from '@brokerage/shared/catalogue/insurers';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import { loadLifeRates } from '../features/life-quote/load-life-rates.ts';
import type { Db } from './client.ts';
import { insurers, products } from './schema/catalogue.ts';

export interface SeedResult {
  products: number;
  insurers: number;
  /** `product:version` of the life rate tables loaded by this run (N8); empty when all were there. */
  lifeRateTables: string[];
}

export async function seedDatabase(db: Db): Promise<SeedResult> {
  const catalogues = await db.transaction(async (tx) => {
    await tx
      .insert(products)
      .values(PRODUCTS.map((p) => ({ value: p.value, name: p.name, slug: p.slug, productGroup: p.group })))
      .onConflictDoUpdate({
        target: products.value,
        set: {
          name: sql`excluded.name`,
          slug: sql`excluded.slug`,
          productGroup: sql`excluded.product_group`,
        },
      });
    await tx
      .insert(insurers)
      .values(INSURERS.map((i) => ({ code: i.code, name: i.name })))
      .onConflictDoUpdate({ target: insurers.code, set: { name: sql`excluded.name` } });
    return { products: PRODUCTS.length, insurers: INSURERS.length };
  });
  return { ...catalogues, lifeRateTables: await loadLifeRates(db) };
}
