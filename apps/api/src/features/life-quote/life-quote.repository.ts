// The only file of the life-quote feature that touches the database.

import { and, count, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { LifeRateRow, LifeRateTable } from '@brokerage/shared/life-quote/life-rates';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import type { Db } from '../../db/client.ts';
import {
  emailedQuoteRequests,
  lifeApplications,
  lifeQuoteRequests,
  lifeRates,
  lifeRateTables,
} from '../../db/schema/life.ts';

export interface ActiveTableRef {
  id: string;
  product: LifeQuoteSlug;
  version: string;
  source: string;
}

export async function rateTableExists(db: Db, product: string, version: string): Promise<boolean> {
  const rows = await db
    .select({ id: lifeRateTables.id })
    .from(lifeRateTables)
    .where(and(eq(lifeRateTables.product, product), eq(lifeRateTables.version, version)));
  return rows.length > 0;
}

/**
 * Stores a table, in one transaction: active (the seed's sample files: the product's other tables
 * stop being active) or staged, inactive, for staff to make active after its preview (ADR 0116). A
 * concurrent start that loads the same version loses on the unique (product, version) index and
 * changes nothing.
 */
export async function insertRateTable(
  db: Db,
  table: LifeRateTable,
  options: { active: boolean; coversInsurer: string | null } = { active: true, coversInsurer: null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(lifeRateTables)
      .values({
        product: table.product,
        version: table.version,
        source: table.source,
        active: options.active,
        coversInsurer: options.coversInsurer,
      })
      .onConflictDoNothing()
      .returning({ id: lifeRateTables.id });
    if (created === undefined) return false;
    if (options.active)
      await tx
        .update(lifeRateTables)
        .set({ active: false })
        .where(and(eq(lifeRateTables.product, table.product), ne(lifeRateTables.id, created.id)));
    const values = table.rows.map(({ details, ...row }) => ({
      tableId: created.id,
      ...row,
      annualRatesPer1000: [...row.annualRatesPer1000],
      planDetails: details ?? null,
    }));
    for (let i = 0; i < values.length; i += 250) await tx.insert(lifeRates).values(values.slice(i, i + 250));
    return true;
  });
}

/** Makes `version` the product's active table (ADR 0116); resolves with whether it exists. */
export async function activateRateTable(db: Db, product: string, version: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: lifeRateTables.id })
      .from(lifeRateTables)
      .where(and(eq(lifeRateTables.product, product), eq(lifeRateTables.version, version)));
    if (found.length === 0) return false;
    await tx
      .update(lifeRateTables)
      .set({ active: sql`${lifeRateTables.version} = ${version}` })
      .where(eq(lifeRateTables.product, product));
    return true;
  });
}

/** Every table of a product, newest first. */
export function findProductTables(
  db: Db,
  product: string,
): Promise<
  {
    id: string;
    version: string;
    source: string;
    coversInsurer: string | null;
    active: boolean;
    loadedAt: Date;
  }[]
> {
  return db
    .select({
      id: lifeRateTables.id,
      version: lifeRateTables.version,
      source: lifeRateTables.source,
      coversInsurer: lifeRateTables.coversInsurer,
      active: lifeRateTables.active,
      loadedAt: lifeRateTables.loadedAt,
    })
    .from(lifeRateTables)
    .where(eq(lifeRateTables.product, product))
    .orderBy(desc(lifeRateTables.loadedAt));
}

export async function findActiveTableRefs(db: Db, product: LifeQuoteSlug): Promise<ActiveTableRef[]> {
  const rows = await db
    .select({ id: lifeRateTables.id, version: lifeRateTables.version, source: lifeRateTables.source })
    .from(lifeRateTables)
    .where(and(eq(lifeRateTables.product, product), eq(lifeRateTables.active, true)));
  return rows.map((r) => ({ ...r, product }));
}

export async function findActiveTables(
  db: Db,
): Promise<{ product: string; version: string; source: string; loadedAt: Date }[]> {
  return db
    .select({
      product: lifeRateTables.product,
      version: lifeRateTables.version,
      source: lifeRateTables.source,
      loadedAt: lifeRateTables.loadedAt,
    })
    .from(lifeRateTables)
    .where(eq(lifeRateTables.active, true))
    .orderBy(lifeRateTables.product);
}

/**
 * Whether the product's active table came from a staff import (then the sample files keep out); a
 * one-insurer import over the samples (marked sample for its carried rows) counts (ADR 0116).
 */
export async function hasActiveImportedTable(db: Db, product: string): Promise<boolean> {
  const rows = await db
    .select({ id: lifeRateTables.id })
    .from(lifeRateTables)
    .where(
      and(
        eq(lifeRateTables.product, product),
        eq(lifeRateTables.active, true),
        or(ne(lifeRateTables.source, 'sample'), isNotNull(lifeRateTables.coversInsurer)),
      ),
    );
  return rows.length > 0;
}

/** The product's tables of these versions, active or not (a stored quote cites them, N8). */
export async function findTableRefsByVersion(
  db: Db,
  product: LifeQuoteSlug,
  versions: string[],
): Promise<ActiveTableRef[]> {
  if (versions.length === 0) return [];
  const rows = await db
    .select({ id: lifeRateTables.id, version: lifeRateTables.version, source: lifeRateTables.source })
    .from(lifeRateTables)
    .where(and(eq(lifeRateTables.product, product), inArray(lifeRateTables.version, versions)));
  return rows.map((r) => ({ ...r, product }));
}

/** A stored life quote by its id (the `quoteId` its answer gave), for an application citing it. */
export async function findLifeQuoteById(db: Db, id: string) {
  const [row] = await db
    .select({
      product: lifeQuoteRequests.product,
      request: lifeQuoteRequests.request,
      refusal: lifeQuoteRequests.refusal,
      rateVersions: lifeQuoteRequests.rateVersions,
    })
    .from(lifeQuoteRequests)
    .where(eq(lifeQuoteRequests.id, id));
  return row;
}

export async function findRateRows(db: Db, tableIds: string[]): Promise<Map<string, LifeRateRow[]>> {
  const byTable = new Map<string, LifeRateRow[]>(tableIds.map((id) => [id, []]));
  if (tableIds.length === 0) return byTable;
  const rows = await db.select().from(lifeRates).where(inArray(lifeRates.tableId, tableIds));
  for (const r of rows) {
    byTable.get(r.tableId)?.push({
      insurerCode: r.insurerCode,
      planCode: r.planCode,
      planName: r.planName,
      paymentPeriod: r.paymentPeriod,
      gender: r.gender as LifeRateRow['gender'],
      smoker: r.smoker,
      illnessCovered: r.illnessCovered as LifeRateRow['illnessCovered'],
      minAge: r.minAge,
      annualRatesPer1000: r.annualRatesPer1000,
      policyFeeCents: r.policyFeeCents,
      ...(r.planDetails ? { details: r.planDetails } : {}),
    });
  }
  return byTable;
}

export interface NewQuoteRequest {
  product: string;
  request: Record<string, unknown>;
  result: Record<string, unknown> | null;
  refusal: string | null;
  rateVersions: string[];
  /** The signed-in account that ran it, if any. */
  userId: string | null;
}

/**
 * Stores several quote requests in one statement (ids chosen by the caller). The rows travel as one
 * JSON parameter: a multi-row VALUES list costs Drizzle and PGlite a bind parameter per field, and
 * that was most of a quote's time on the embedded database (ADR 0053).
 */
export async function insertQuoteRequests(db: Db, rows: (NewQuoteRequest & { id: string })[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      product: r.product,
      request: r.request,
      result: r.result,
      refusal: r.refusal,
      rate_versions: r.rateVersions,
      user_id: r.userId,
    })),
  );
  // One call of a PL/pgSQL function, whose insert is planned once per session (migration 0025,
  // ADR 0096).
  await db.execute(sql`select record_life_quote_requests(${json}::jsonb)`);
}

export type NewLifeApplication = typeof lifeApplications.$inferInsert;
export type LifeApplicationRow = typeof lifeApplications.$inferSelect;

export async function insertLifeApplication(db: Db, row: NewLifeApplication): Promise<string> {
  const [inserted] = await db.insert(lifeApplications).values(row).returning({ id: lifeApplications.id });
  if (!inserted) throw new Error('life application insert returned no row');
  return inserted.id;
}

export function selectLifeApplications(db: Db, limit: number, offset: number): Promise<LifeApplicationRow[]> {
  return db
    .select()
    .from(lifeApplications)
    .orderBy(desc(lifeApplications.createdAt))
    .limit(limit)
    .offset(offset);
}

export async function countLifeApplicationRows(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(lifeApplications);
  return row?.total ?? 0;
}

/** An "e-mail me my quotes" request: a lead in the staff inbox (trigger of migration 0012). */
export async function insertEmailedQuoteRequest(
  db: Db,
  row: typeof emailedQuoteRequests.$inferInsert,
): Promise<void> {
  await db.insert(emailedQuoteRequests).values(row);
}
