// The only travel-quote file that touches the database.

import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
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
    // An imported set still waiting for staff to make it active does not count; a one-insurer
    // import over the samples (marked sample for its carried plans) does (ADR 0097).
    const imported = await tx
      .select({ id: travelRateTables.id })
      .from(travelRateTables)
      .where(
        and(
          eq(travelRateTables.active, true),
          or(eq(travelRateTables.source, 'imported'), isNotNull(travelRateTables.coversInsurer)),
        ),
      )
      .limit(1);
    if (imported.length > 0) return 'kept-imported';
    await addRates(tx, versions, plans);
    return 'loaded';
  });
}

/**
 * Staff import (N8): the given versions are stored inactive, to be made active after staff saw
 * what changes (ADR 0097); `coversInsurer` names the insurer a partial import covered.
 */
export function addStagedRates(
  db: Db,
  versions: readonly RateTableVersion[],
  plans: readonly KeyedPlan[],
  coversInsurer: string | null,
): Promise<void> {
  return inTransaction(db, (tx) => addRates(tx, versions, plans, { staged: true, coversInsurer }));
}

/**
 * Makes every table loaded under `version` the active one of its name (a staged import, or an
 * earlier version made active again, ADR 0097). Resolves with the number of tables it covers.
 */
export async function activateRateVersion(db: Db, version: string): Promise<number> {
  return inTransaction(db, async (tx) => {
    const tables = await tx
      .select({ name: travelRateTables.name })
      .from(travelRateTables)
      .where(eq(travelRateTables.version, version));
    if (tables.length === 0) return 0;
    await tx
      .update(travelRateTables)
      .set({ active: sql`${travelRateTables.version} = ${version}` })
      .where(
        inArray(
          travelRateTables.name,
          tables.map((t) => t.name),
        ),
      );
    return tables.length;
  });
}

export interface TravelVersionRow {
  version: string;
  source: string;
  coversInsurer: string | null;
  active: boolean;
  loadedAt: Date;
}

/** Every version of the plans table, newest first: one per import or sample set. */
export function findTravelVersions(db: Db): Promise<TravelVersionRow[]> {
  return db
    .select({
      version: travelRateTables.version,
      source: travelRateTables.source,
      coversInsurer: travelRateTables.coversInsurer,
      active: travelRateTables.active,
      loadedAt: travelRateTables.loadedAt,
    })
    .from(travelRateTables)
    .where(eq(travelRateTables.name, 'plans'))
    .orderBy(desc(travelRateTables.loadedAt));
}

/** The tables loaded under one version (empty when there is none). */
export async function findVersionTables(db: Db, version: string): Promise<RateTableVersion[]> {
  const rows = await db.select().from(travelRateTables).where(eq(travelRateTables.version, version));
  return rows.map((r) => ({
    table: r.name,
    version: r.version,
    source: r.source as RateTableVersion['source'],
  }));
}

// Versions are never updated or deleted (ADR 0061): a stored quote cites them and can be priced
// again from them. Rows already stored under the same key are the same rates. Only `active` moves.
async function addRates(
  tx: Db,
  versions: readonly RateTableVersion[],
  plans: readonly KeyedPlan[],
  staging: { staged: boolean; coversInsurer: string | null } = { staged: false, coversInsurer: null },
): Promise<void> {
  for (const v of versions) {
    await tx
      .insert(travelRateTables)
      .values({
        name: v.table,
        version: v.version,
        source: v.source,
        active: !staging.staged,
        coversInsurer: staging.coversInsurer,
      })
      .onConflictDoNothing({ target: [travelRateTables.name, travelRateTables.version] });
    if (!staging.staged)
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
  /** The uuid the browser keeps to claim the quote. */
  publicId: string;
  product: string;
  request: unknown;
  /** The stored answer it shares, or `newResult`: the answer to store with it. */
  resultId: number | null;
  newResult: NewTravelQuoteResult | null;
  /** The signed-in account that ran it, if any. */
  userId: string | null;
}

/**
 * Stores several quote requests, and the new answers some of them bring, in one statement
 * (group commit, ADR 0053; one statement instead of three, ADR 0083), the rows as one
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
  // One call of a PL/pgSQL function, whose statement is planned once per session (migration 0025,
  // ADR 0096). Both drivers answer `{ rows }`; Drizzle types the union loosely.
  const drawn = (await db.execute(
    sql`select n, id from record_travel_quote_requests(${json}::jsonb, ${`[${versionLists.join(',')}]`}::jsonb)`,
  )) as unknown as { rows: { n: number; id: number }[] };
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
  await db.execute(sql`select record_travel_quote_requests_of_stored_results(${json}::jsonb)`);
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

/** The quote and plan an application cites (ADR 0088); undefined when there is no such application. */
export async function findApplicationCitation(db: Db, id: string) {
  const [row] = await db
    .select({
      quoteId: travelApplications.quoteId,
      planCode: travelApplications.planCode,
      deductibleCents: travelApplications.deductibleCents,
      premiumCents: travelApplications.premiumCents,
      rateVersion: travelApplications.rateVersion,
    })
    .from(travelApplications)
    .where(eq(travelApplications.id, id));
  return row;
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
