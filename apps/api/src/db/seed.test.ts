import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INSURERS } from '@brokerage/shared/catalogue/insurers';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import type { DbClient } from './client.ts';
import { insurers, products } from './schema/catalogue.ts';
import { seedDatabase } from './seed.ts';
import { useTestApp } from '../test/build-test-app.ts';

// Through buildTestApp, so this also runs on the real server when TEST_DATABASE_URL is set.
const t = useTestApp({ seed: false });

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

  it('corrects a changed product in place and keeps staff edits of insurers (ADR 0097)', async () => {
    await t.db.update(insurers).set({ name: 'GMS Insurance' }).where(eq(insurers.code, 'GMS'));
    await t.db.update(products).set({ name: 'Old name' }).where(eq(products.value, 9));
    await t.db.delete(insurers).where(eq(insurers.code, 'COOPERATORS'));
    await seedDatabase(t.db);
    const [gms] = await t.db.select().from(insurers).where(eq(insurers.code, 'GMS'));
    expect(gms?.name).toBe('GMS Insurance');
    const [cooperators] = await t.db.select().from(insurers).where(eq(insurers.code, 'COOPERATORS'));
    expect(cooperators?.name).toBe('Co-operators');
    const [superVisa] = await t.db.select().from(products).where(eq(products.value, 9));
    expect(superVisa).toEqual({ value: 9, name: 'Super Visa', slug: 'supervisa', productGroup: 'travel' });
  });

  it('runs migrations again without harm (every start runs them)', async () => {
    await t.dbClient.migrate();
    await seedDatabase(t.db);
    expect(await counts(t.dbClient)).toEqual({ products: 30, insurers: 28 });
  });
});
