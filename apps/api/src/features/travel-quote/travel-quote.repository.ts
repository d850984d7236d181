// The only travel-quote file that touches the database.

import { count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { BenefitLine, RatePlan, RateTableVersion } from '@brokerage/shared/travel-quote/rate-table';
import type { Db } from '../../db/client.ts';
import {
  travelApplications,
  travelPlans,
  travelQuoteRequests,
  travelQuoteResults,
  travelRateTables,
} from '../../db/schema/travel.ts';
import type { LoadedPlan } from './rate-files.ts';

export interface StoredPlan {
  plan: RatePlan;
  benefits: BenefitLine[];
}

/**
 * Loads the sample files unless staff imported real rates (N8): upserts the table versions and
 * plans and removes sample plans no longer in the files. Idempotent.
 */
export async function replaceSampleRates(
  db: Db,
  versions: readonly RateTableVersion[],
  plans: readonly LoadedPlan[],
): Promise<'loaded' | 'kept-imported'> {
  return db.transaction(async (tx) => {
    const current = await tx.select().from(travelRateTables);
    if (current.some((t) => t.source === 'imported')) return 'kept-imported';
    await writeRates(tx, versions, plans);
    return 'loaded';
  });
}

/** Staff import (N8): the given tables and plans replace the whole travel catalogue at once. */
export async function replaceAllRates(
  db: Db,
  versions: readonly RateTableVersion[],
  plans: readonly LoadedPlan[],
): Promise<void> {
  await db.transaction((tx) => writeRates(tx, versions, plans));
}

async function writeRates(
  tx: Db,
  versions: readonly RateTableVersion[],
  plans: readonly LoadedPlan[],
): Promise<void> {
  for (const v of versions) {
    await tx
      .insert(travelRateTables)
      .values({ name: v.table, version: v.version, source: v.source })
      .onConflictDoUpdate({
        target: travelRateTables.name,
        set: { version: v.version, source: v.source, loadedAt: new Date() },
      });
  }
  const codes = plans.map((p) => p.plan.planCode);
  if (codes.length > 0) await tx.delete(travelPlans).where(notInArray(travelPlans.planCode, codes));
  for (const { plan, benefits } of plans) {
    const row = {
      planCode: plan.planCode,
      kind: plan.kind,
      insurerCode: plan.insurerCode,
      policyName: plan.policyName,
      rateTable: plan.table,
      rating: plan,
      benefits,
      updatedAt: new Date(),
    };
    await tx.insert(travelPlans).values(row).onConflictDoUpdate({ target: travelPlans.planCode, set: row });
  }
}

export async function findRateTables(
  db: Db,
): Promise<{ name: string; version: string; source: string; loadedAt: Date }[]> {
  return db.select().from(travelRateTables).orderBy(travelRateTables.name);
}

export async function findPlansByKind(db: Db, kind: RatePlan['kind']): Promise<StoredPlan[]> {
  const rows = await db
    .select({ rating: travelPlans.rating, benefits: travelPlans.benefits })
    .from(travelPlans)
    .where(eq(travelPlans.kind, kind));
  return rows.map((r) => ({ plan: r.rating as RatePlan, benefits: r.benefits as BenefitLine[] }));
}

export async function findPlansByCodes(db: Db, codes: readonly string[]): Promise<StoredPlan[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ rating: travelPlans.rating, benefits: travelPlans.benefits })
    .from(travelPlans)
    .where(inArray(travelPlans.planCode, [...codes]));
  return rows.map((r) => ({ plan: r.rating as RatePlan, benefits: r.benefits as BenefitLine[] }));
}

export async function findAllPlans(db: Db): Promise<StoredPlan[]> {
  const rows = await db
    .select({ rating: travelPlans.rating, benefits: travelPlans.benefits })
    .from(travelPlans);
  return rows.map((r) => ({ plan: r.rating as RatePlan, benefits: r.benefits as BenefitLine[] }));
}

export async function findRateVersions(db: Db): Promise<RateTableVersion[]> {
  const rows = await db.select().from(travelRateTables);
  return rows.map((r) => ({
    table: r.name,
    version: r.version,
    source: r.source as RateTableVersion['source'],
  }));
}

/** Stores one priced answer, shared by the identical requests of a day (ADR 0053); resolves with its id. */
export async function insertQuoteResult(
  db: Db,
  entry: { product: string; result: unknown; rateVersions: RateTableVersion[] },
): Promise<number> {
  const [row] = await db.insert(travelQuoteResults).values(entry).returning({ id: travelQuoteResults.id });
  if (!row) throw new Error('travel quote result insert returned no row');
  return row.id;
}

export interface NewTravelQuoteRequest {
  product: string;
  request: unknown;
  /** The stored answer (insertQuoteResult). */
  resultId: number;
}

/**
 * Stores several quote requests in one statement (group commit, ADR 0053), the rows as one JSON
 * parameter: cheaper for Drizzle and PGlite than a bind parameter per field.
 */
export async function insertQuoteRequests(db: Db, rows: NewTravelQuoteRequest[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({ product: r.product, request: r.request, result_id: r.resultId })),
  );
  await db.execute(sql`
    insert into ${travelQuoteRequests} (product, request, result_id)
    select product, request, result_id
    from jsonb_to_recordset(${json}::jsonb)
      as r(product text, request jsonb, result_id integer)`);
}

/** A stored request with its answer and rate versions, for tests and staff tools. */
export async function findQuoteRequests(db: Db, limit: number) {
  const rows = await db
    .select({
      product: travelQuoteRequests.product,
      request: travelQuoteRequests.request,
      resultId: travelQuoteRequests.resultId,
      result: travelQuoteResults.result,
      rateVersions: travelQuoteResults.rateVersions,
    })
    .from(travelQuoteRequests)
    .innerJoin(travelQuoteResults, eq(travelQuoteResults.id, travelQuoteRequests.resultId))
    .orderBy(desc(travelQuoteRequests.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, rateVersions: r.rateVersions as RateTableVersion[] }));
}

export async function insertApplication(
  db: Db,
  entry: { form: string; productValue: number; payload: unknown },
): Promise<number> {
  const [row] = await db.insert(travelApplications).values(entry).returning({ id: travelApplications.id });
  return row?.id ?? 0;
}

export function selectNewestApplications(db: Db, limit: number) {
  return db
    .select()
    .from(travelApplications)
    .orderBy(desc(travelApplications.createdAt), desc(travelApplications.id))
    .limit(limit);
}

export async function countApplicationRows(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(travelApplications);
  return row?.total ?? 0;
}
