import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSURERS } from '@brokerage/shared/catalogue/insurers';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import type { DbClient } from './client.ts';
import { insurers, products } from './schema/catalogue.ts';
import { seedDatabase } from './seed.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import type { TestApp } from '../test/build-test-app.ts';

// Through buildTestApp, so this also runs on the real server when TEST_DATABASE_URL is set.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function counts(client: DbClient) {
  const [productRows] = await client.db.select({ n: count() }).from(products);
  const [insurerRows] = await client.db.select({ n: count() }).from(insurers);
  return { products: productRows?.n, insurers: insurerRows?.n };
}

describe('seedDatabase', () => {
  it('fills the catalogues, and a second run duplicates nothing', async () => {
    expect(await counts(t.dbClient)).toEqual({ products: 0, insurers: 0 });

    await seedDatabase(t.db);
    expect(await counts(t.dbClient)).toEqual({ products: PRODUCTS.length, insurers: INSURERS.length });

    await seedDatabase(t.db);
    expect(await counts(t.dbClient)).toEqual({ products: 30, insurers: 28 });
  });

  it('corrects a changed row in place', async () => {
    await t.db.update(insurers).set({ name: 'Old name' }).where(eq(insurers.code, 'GMS'));
    await seedDatabase(t.db);
    const rows = await t.db.select().from(insurers).where(eq(insurers.code, 'GMS'));
    expect(rows).toEqual([{ code: 'GMS', name: 'GMS' }]);
    const [superVisa] = await t.db.select().from(products).where(eq(products.value, 9));
    expect(superVisa).toEqual({ value: 9, name: 'Super Visa', slug: 'supervisa', productGroup: 'travel' });
  });

  it('runs migrations again without harm (every start runs them)', async () => {
    await t.dbClient.migrate();
    await seedDatabase(t.db);
    expect(await counts(t.dbClient)).toEqual({ products: 30, insurers: 28 });
  });
});
