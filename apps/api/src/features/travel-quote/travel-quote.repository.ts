// The only travel-quote file that touches the database.

import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BenefitLine, RatePlan, RateTableVersion } from '@brokerage/shared/travel-quote/rate-table';
import { readStoredTravelResult } from '@brokerage/shared/travel-quote/stored-travel-quotes';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
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

/** A plan to store under the key of the table versions that price it (planRateKey). */
export interface KeyedPlan extends LoadedPlan {
  rateKey: string;
}

/**
 * Loads the sample files unless staff imported real rates (N8): adds the versions and plans not
 * stored yet and makes the given versions active. Idempotent.
 */
export async function loadSampleRates(
  db: Db,
  versions: readonly RateTableVersion[],
  plans: readonly KeyedPlan[],
): Promise<'loaded' | 'kept-imported'> {
  return inTransaction(db, async (tx) => {
    const imported = await tx
      .select({ id: travelRateTables.id })
      .from(travelRateTables)
      .where(eq(travelRateTables.source, 'imported'))
      .limit(1);
    if (imported.length > 0) return 'kept-imported';
    await addRates(tx, versions, plans);
    return 'loaded';
  });
}

/** Staff import (N8): the given versions become the active ones at once; earlier ones are kept. */
export function addActiveRates(
  db: Db,
  versions: readonly RateTableVersion[],
  plans: readonly KeyedPlan[],
): Promise<void> {
  return inTransaction(db, (tx) => addRates(tx, versions, plans));
}

// Versions are never updated or deleted (ADR 0061): a stored quote cites them and can be priced
// again from them. Rows already stored under the same key are the same rates.
async function addRates(
  tx: Db,
  versions: readonly RateTableVersion[],
  plans: readonly KeyedPlan[],
): Promise<void> {
  for (const v of versions) {
    await tx
      .insert(travelRateTables)
      .values({ name: v.table, version: v.version, source: v.source })
      .onConflictDoNothing({ target: [travelRateTables.name, travelRateTables.version] });
    await tx
      .update(travelRateTables)
      .set({ active: sql`${travelRateTables.version} = ${v.version}` })
      .where(eq(travelRateTables.name, v.table));
  }
  if (plans.length === 0) return;
  await tx
    .insert(travelPlans)
    .values(
      plans.map(({ rateKey, plan, benefits }) => ({
        rateKey,
        planCode: plan.planCode,
        kind: plan.kind,
        insurerCode: plan.insurerCode,
        policyName: plan.policyName,
        rateTable: plan.table,
        rating: plan,
        benefits,
      })),
    )
    .onConflictDoNothing({ target: [travelPlans.rateKey, travelPlans.planCode] });
}

/** The active table versions, for the admin's rate page. */
export async function findRateTables(
  db: Db,
): Promise<{ name: string; version: string; source: string; loadedAt: Date }[]> {
  return db
    .select({
      name: travelRateTables.name,
      version: travelRateTables.version,
      source: travelRateTables.source,
      loadedAt: travelRateTables.loadedAt,
    })
    .from(travelRateTables)
    .where(eq(travelRateTables.active, true))
    .orderBy(travelRateTables.name);
}

/** Whether any table, active or not, was ever loaded under this version. */
export async function rateVersionExists(db: Db, version: string): Promise<boolean> {
  const rows = await db
    .select({ id: travelRateTables.id })
    .from(travelRateTables)
    .where(eq(travelRateTables.version, version))
    .limit(1);
  return rows.length > 0;
}

const planColumns = { rating: travelPlans.rating, benefits: travelPlans.benefits };
const toStoredPlans = (rows: { rating: unknown; benefits: unknown }[]): StoredPlan[] =>
  rows.map((r) => ({ plan: r.rating as RatePlan, benefits: r.benefits as BenefitLine[] }));

/** The plans of `kind` stored under one key of table versions. */
export async function findPlansByKind(
  db: Db,
  rateKey: string,
  kind: RatePlan['kind'],
): Promise<StoredPlan[]> {
  const rows = await db
    .select(planColumns)
    .from(travelPlans)
    .where(and(eq(travelPlans.rateKey, rateKey), eq(travelPlans.kind, kind)))
    .orderBy(travelPlans.planCode);
  return toStoredPlans(rows);
}

/** The plans with these codes stored under any of `rateKeys` (the active ones of each kind). */
export async function findPlansByCodes(
  db: Db,
  rateKeys: readonly string[],
  codes: readonly string[],
): Promise<StoredPlan[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select(planColumns)
    .from(travelPlans)
    .where(and(inArray(travelPlans.rateKey, [...rateKeys]), inArray(travelPlans.planCode, [...codes])));
  return toStoredPlans(rows);
}

export async function findAllPlans(db: Db, rateKeys: readonly string[]): Promise<StoredPlan[]> {
  const rows = await db
    .select(planColumns)
    .from(travelPlans)
    .where(inArray(travelPlans.rateKey, [...rateKeys]));
  return toStoredPlans(rows);
}

/** The active table versions. */
export async function findRateVersions(db: Db): Promise<RateTableVersion[]> {
  const rows = await db.select().from(travelRateTables).where(eq(travelRateTables.active, true));
  return rows.map((r) => ({
    table: r.name,
    version: r.version,
    source: r.source as RateTableVersion['source'],
  }));
}

/** A priced answer to store once, shared by the identical requests of a day (ADR 0053). */
export interface NewTravelQuoteResult {
  product: string;
  result: unknown;
  rateVersions: RateTableVersion[];
}

export interface NewTravelQuoteRequest {
  /** The uuid the browser keeps to claim the quote (issue 15). */
  publicId: string;
  product: string;
  request: unknown;
  /** The stored answer it shares, or `newResult`: the answer to store with it. */
  resultId: number | null;
  newResult: NewTravelQuoteResult | null;
  /** The signed-in account that ran it, if any (issue 15). */
  userId: string | null;
}

/**
 * Stores several quote requests, and the new answers some of them bring, in one statement
 * (group commit, ADR 0053; one statement instead of three, issue 14, ADR 0083), the rows as one
 * JSON parameter: cheaper for Drizzle and PGlite than a bind parameter per field. Answers each
 * row's result id, in the rows' order: a new answer's id is drawn from the identity's sequence in
 * the statement itself.
 */
export async function insertQuoteRequests(db: Db, rows: NewTravelQuoteRequest[]): Promise<number[]> {
  if (rows.length === 0) return [];
  if (rows.every((r) => r.resultId !== null)) {
    await insertRequestsOfStoredResults(db, rows);
    return rows.map((r) => r.resultId ?? 0);
  }
  // The rate versions, nearly always the same few lists, go once per batch and each new answer
  // names its list by index: PGlite parses them once (about 20 µs less per answer, ADR 0083).
  const versionLists: string[] = [];
  const listIndex = new Map<string, number>();
  const versionsOf = (list: RateTableVersion[]): number => {
    const listJson = JSON.stringify(list);
    let index = listIndex.get(listJson);
    if (index === undefined) {
      index = versionLists.push(listJson) - 1;
      listIndex.set(listJson, index);
    }
    return index;
  };
  const json = JSON.stringify(
    rows.map((r, n) => ({
      n,
      public_id: r.publicId,
      product: r.product,
      request: r.request,
      result_id: r.resultId,
      result: r.newResult?.result ?? null,
      result_product: r.newResult?.product ?? null,
      versions: r.newResult ? versionsOf(r.newResult.rateVersions) : null,
      user_id: r.userId,
    })),
  );
  // An account deleted while its quote waited for the batch must not fail the others' rows. The
  // `fresh` CTE is computed once (it is referenced twice and calls nextval), so both inserts and
  // the answer see the same ids.
  // Both drivers answer `{ rows }`; Drizzle types the union loosely.
  const drawn = (await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${json}::jsonb)
        as r(n integer, public_id uuid, product text, request jsonb, result_id integer, result jsonb,
             result_product text, versions integer, user_id uuid)
    ),
    fresh as materialized (
      select n, nextval(pg_get_serial_sequence('travel_quote_results', 'id'))::integer as id
      from input where result_id is null
    ),
    stored_results as (
      insert into ${travelQuoteResults} (id, product, result, rate_versions)
      overriding system value
      select f.id, i.result_product, i.result, (${`[${versionLists.join(',')}]`}::jsonb) -> i.versions
      from input i join fresh f on f.n = i.n
    ),
    stored_requests as (
      insert into ${travelQuoteRequests} (public_id, product, request, result_id, user_id)
      select i.public_id, i.product, i.request, coalesce(i.result_id, f.id),
        (select u.id from users u where u.id = i.user_id)
      from input i left join fresh f on f.n = i.n
    )
    select n, id from fresh`)) as unknown as { rows: { n: number; id: number }[] };
  const fresh = new Map<number, number>();
  for (const row of drawn.rows) fresh.set(Number(row.n), Number(row.id));
  return rows.map((r, n) => {
    const id = r.resultId ?? fresh.get(n);
    if (id === undefined) throw new Error('travel quote result stored without an id');
    return id;
  });
}

// A batch of identical requests only (their answers already stored): the plain insert, which
// PGlite plans and runs faster than the statement above.
async function insertRequestsOfStoredResults(db: Db, rows: NewTravelQuoteRequest[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({
      public_id: r.publicId,
      product: r.product,
      request: r.request,
      result_id: r.resultId,
      user_id: r.userId,
    })),
  );
  await db.execute(sql`
    insert into ${travelQuoteRequests} (public_id, product, request, result_id, user_id)
    select public_id, product, request, result_id, (select u.id from users u where u.id = r.user_id)
    from jsonb_to_recordset(${json}::jsonb)
      as r(public_id uuid, product text, request jsonb, result_id integer, user_id uuid)`);
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
  return rows.map((r) => ({
    ...r,
    result: readStoredTravelResult(r.result),
    rateVersions: r.rateVersions as RateTableVersion[],
  }));
}

/** The stored quote an application cites (ADR 0088): its product, request and rate versions. */
export async function findQuoteByPublicId(
  db: Db,
  publicId: string,
): Promise<{ product: string; request: unknown; rateVersions: RateTableVersion[] } | undefined> {
  const [row] = await db
    .select({
      product: travelQuoteRequests.product,
      request: travelQuoteRequests.request,
      rateVersions: travelQuoteResults.rateVersions,
    })
    .from(travelQuoteRequests)
    .innerJoin(travelQuoteResults, eq(travelQuoteResults.id, travelQuoteRequests.resultId))
    .where(eq(travelQuoteRequests.publicId, publicId))
    .limit(1);
  return row && { ...row, rateVersions: row.rateVersions as RateTableVersion[] };
}

export type NewTravelApplication = typeof travelApplications.$inferInsert;
export type TravelApplicationRow = typeof travelApplications.$inferSelect;
export type TravelInsuredPerson = TravelApplicationRow['otherPersons'][number];

export async function insertApplication(db: Db, row: NewTravelApplication): Promise<string> {
  const [inserted] = await db.insert(travelApplications).values(row).returning({ id: travelApplications.id });
  if (!inserted) throw new Error('travel application insert returned no row');
  return inserted.id;
}

export function selectNewestApplications(db: Db, limit: number): Promise<TravelApplicationRow[]> {
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
