// Seeds the catalogues from the shared package (N6, N7). Every start may run it: starting twice
// duplicates nothing, a renamed product is corrected in place, and insurers are seed data only:
// the missing ones are added, staff's edits and retirements are kept (ADR 0097).

import { sql } from 'drizzle-orm';
import { INSURERS } from '@brokerage/shared/catalogue/insurers';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import { seedContent } from '../features/content/seed-content.ts';
import { seedTravelRates } from '../features/travel-quote/seed-travel-rates.ts';
import { loadLifeRates } from '../features/life-quote/load-life-rates.ts';
import type { Db } from './client.ts';
import { insertMissingInsurers } from '../features/insurers/insurers.repository.ts';
import { products } from './schema/catalogue.ts';

export interface SeedResult {
  products: number;
  insurers: number;
  contentEntries: number;
  travelPlans: number;
  travelRates: string;
  /** `product:version` of the life rate tables loaded by this run (N8); empty when all were there. */
  lifeRateTables: string[];
}

export async function seedDatabase(db: Db): Promise<SeedResult> {
  const catalogues = await seedCatalogues(db);
  // After the catalogues: plans reference insurers.
  return { ...catalogues, ...(await seedTravelRates(db)), lifeRateTables: await loadLifeRates(db) };
}

async function seedCatalogues(
  db: Db,
): Promise<{ products: number; insurers: number; contentEntries: number }> {
  return db.transaction(async (tx) => {
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
    await insertMissingInsurers(tx, INSURERS);
    // Site content (N30): typed files in packages/shared/src/content, upserted.
    const contentEntries = await seedContent(tx);
    return { products: PRODUCTS.length, insurers: INSURERS.length, contentEntries };
  });
}
