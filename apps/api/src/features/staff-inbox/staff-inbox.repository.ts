// The only file of the staff inbox that touches the database (ADR 0091). Rows of
// inbox_items are written by the triggers of migration 0009; this file reads them, assigns them,
// sets application statuses and writes the timeline.

import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { WRITTEN_AT } from '../../db/transaction.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/contact.ts';
import type { AppliedPlanFacts } from '@brokerage/shared/travel-quote/cited-plan-words';
import { lifeApplications, lifeQuoteRequests } from '../../db/schema/life.ts';
import { inboxCounts, inboxEvents, inboxItems } from '../../db/schema/staff-inbox.ts';
import { travelApplications, travelQuoteRequests } from '../../db/schema/travel.ts';

export type InboxItemRow = typeof inboxItems.$inferSelect & { assigneeName: string | null };
export type InboxEventRow = typeof inboxEvents.$inferSelect & { actorName: string | null };

/** A filter already resolved to columns: instants, ids and normalised search terms. */
export interface InboxFilter {
  /** Lower-cased words, each must appear (unaccent is applied in SQL). */
  words: string[];
  /** Ten-digit (or partial) phone digits, matched inside the search text. */
  digits?: string;
  kind?: string;
  /** The kinds the other filters imply (inbox-view.ts impliedKinds), when fewer than every kind. */
  kinds?: readonly string[];
  product?: number;
  status?: string;
  /** A staff id, or null for unassigned. */
  assigneeId?: string | null;
  province?: string;
  receivedFrom?: Date;
  receivedBefore?: Date;
  /** Awaiting a reply and received at or before this instant. */
  overdueReceivedBy?: Date;
  awaitingStatuses: readonly string[];
  /** The search has no letter or digit to look for: nothing matches. */
  nothing?: boolean;
}

export type InboxOrder = 'received-desc' | 'received-asc' | 'name-asc' | 'name-desc';

/**
 * `status in (...)` with the statuses written into the statement, not bound: the planner uses the
 * awaiting-reply partial indexes (migration 0019) only when it sees their predicate's constants.
 * The statuses are the code's own constants, never input.
 */
const constants = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
const statusIn = (statuses: readonly string[]) => sql`${inboxItems.status} in (${constants(statuses)})`;

function whereOf(filter: InboxFilter): SQL | undefined {
  if (filter.nothing) return sql`false`;
  const parts: (SQL | undefined)[] = [];
  // Each word normalised in SQL by the function that built search_text (accents, case, punctuation:
  // migration 0019), so both sides agree; what remains is letters, digits and spaces, no LIKE wildcard.
  for (const word of filter.words) {
    parts.push(sql`${inboxItems.searchText} like '%' || inbox_search_key(${word}) || '%'`);
  }
  if (filter.digits !== undefined) {
    parts.push(sql`${inboxItems.searchText} like ${`%${filter.digits}%`}`);
  }
  if (filter.kind !== undefined) parts.push(eq(inboxItems.kind, filter.kind as InboxItemRow['kind']));
  // Written as constants too (the kinds are the code's own): the planner then reads the statistics
  // over kind and status (migration 0019) and the (status, kind) index (migration 0028).
  else if (filter.kinds !== undefined) parts.push(sql`${inboxItems.kind} in (${constants(filter.kinds)})`);
  if (filter.product !== undefined) parts.push(eq(inboxItems.product, filter.product));
  if (filter.status !== undefined) parts.push(eq(inboxItems.status, filter.status));
  if (filter.assigneeId === null) parts.push(isNull(inboxItems.assigneeId));
  else if (filter.assigneeId !== undefined) parts.push(eq(inboxItems.assigneeId, filter.assigneeId));
  if (filter.province !== undefined) parts.push(eq(inboxItems.province, filter.province));
  if (filter.receivedFrom !== undefined) parts.push(gte(inboxItems.receivedAt, filter.receivedFrom));
  if (filter.receivedBefore !== undefined) parts.push(lt(inboxItems.receivedAt, filter.receivedBefore));
  if (filter.overdueReceivedBy !== undefined) {
    parts.push(lte(inboxItems.receivedAt, filter.overdueReceivedBy));
    parts.push(statusIn(filter.awaitingStatuses));
  }
  return and(...parts);
}

/**
 * Each order as its key columns, ending with id so that the key is unique: a page starts right
 * after the key of the last row of the page before (keyset paging, ADR 0091).
 */
const ORDER_KEYS: Record<InboxOrder, { columns: AnyPgColumn[]; descending: boolean }> = {
  'received-desc': { columns: [inboxItems.receivedAt, inboxItems.id], descending: true },
  'received-asc': { columns: [inboxItems.receivedAt, inboxItems.id], descending: false },
  'name-asc': { columns: [inboxItems.lastName, inboxItems.firstName, inboxItems.id], descending: false },
  'name-desc': { columns: [inboxItems.lastName, inboxItems.firstName, inboxItems.id], descending: true },
};

const orderBy = (order: InboxOrder): SQL[] => {
  const { columns, descending } = ORDER_KEYS[order];
  return columns.map((column) => (descending ? desc(column) : asc(column)));
};

/**
 * The rows after the `skip`-th match in this order: a row comparison against the key of that match
 * (the last row of the page before), which the order's btree index answers as a range. The key is
 * read by a subquery that returns only key columns, so the rows it skips are index entries, not
 * table rows joined to their assignee as an OFFSET would read them.
 */
function afterBoundary(where: SQL | undefined, order: InboxOrder, skip: number): SQL {
  const { columns, descending } = ORDER_KEYS[order];
  const key = sql.join(columns, sql`, `);
  const boundary = sql`(select ${key} from ${inboxItems} where ${where ?? sql`true`}
    order by ${sql.join(orderBy(order), sql`, `)} offset ${skip - 1} limit 1)`;
  return sql`(${key}) ${descending ? sql`<` : sql`>`} ${boundary}`;
}

const assigneeName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

function selectItems(db: Db) {
  return db
    .select({ item: inboxItems, assigneeName })
    .from(inboxItems)
    .leftJoin(users, eq(users.id, inboxItems.assigneeId));
}

const flatten = (rows: { item: typeof inboxItems.$inferSelect; assigneeName: string | null }[]) =>
  rows.map((row) => ({ ...row.item, assigneeName: row.assigneeName }));

/** The statements behind one page: its rows and its capped count (the planner test explains them). */
export function inboxPageStatements(
  db: Db,
  filter: InboxFilter,
  order: InboxOrder,
  page: { skip: number; limit: number; countCap: number },
) {
  const where = whereOf(filter);
  return {
    rows: selectItems(db)
      .where(page.skip > 0 ? and(where, afterBoundary(where, order, page.skip)) : where)
      .orderBy(...orderBy(order))
      .limit(page.limit),
    count: countStatement(db, where, page.countCap),
  };
}

const countStatement = (db: Db, where: SQL | undefined, cap: number) =>
  db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(inboxItems)
      .where(where)
      .limit(cap + 1)
      .as('matches'),
  );

/**
 * A page of a view and its count, the count stopping at `countCap + 1` matches (ADR 0091). The page
 * starts after the `skip`-th match by keyset (afterBoundary), not by OFFSET.
 */
export async function selectInboxPage(
  db: Db,
  filter: InboxFilter,
  order: InboxOrder,
  page: { skip: number; limit: number; countCap: number },
): Promise<{ rows: InboxItemRow[]; total: number }> {
  const statements = inboxPageStatements(db, filter, order, page);
  const [rows, totals] = await Promise.all([statements.rows, statements.count]);
  return { rows: flatten(rows), total: totals[0]?.n ?? 0 };
}

/** Matches of a view, counted up to `cap + 1`. */
export async function countInboxRows(db: Db, filter: InboxFilter, cap: number): Promise<number> {
  const [row] = await countStatement(db, whereOf(filter), cap);
  return row?.n ?? 0;
}

/**
 * Every row of a view, in batches of `batch` read by keyset (each batch starts after the last row
 * of the one before), so a long export holds one batch at a time; at most `limit` rows.
 */
export async function* selectInboxBatches(
  db: Db,
  filter: InboxFilter,
  order: InboxOrder,
  options: { limit: number; batch: number },
): AsyncGenerator<InboxItemRow[]> {
  const where = whereOf(filter);
  const { columns, descending } = ORDER_KEYS[order];
  // The key read as text: a JavaScript Date would drop the microseconds and skip rows.
  const keyText = sql<string[]>`array[${sql.join(
    columns.map((column) => sql`${column}::text`),
    sql`, `,
  )}]`;
  let after: string[] | undefined;
  let left = options.limit;
  while (left > 0) {
    const seek =
      after === undefined
        ? undefined
        : sql`(${sql.join(columns, sql`, `)}) ${descending ? sql`<` : sql`>`} (${sql.join(
            columns.map((column, i) => sql`${after?.[i]}::${sql.raw(column.getSQLType())}`),
            sql`, `,
          )})`;
    const rows = await db
      .select({ item: inboxItems, assigneeName, key: keyText })
      .from(inboxItems)
      .leftJoin(users, eq(users.id, inboxItems.assigneeId))
      .where(and(where, seek))
      .orderBy(...orderBy(order))
      .limit(Math.min(options.batch, left));
    if (rows.length > 0) yield flatten(rows);
    if (rows.length < Math.min(options.batch, left)) return;
    left -= rows.length;
    after = rows[rows.length - 1]?.key;
  }
}

export async function selectInboxItem(db: Db, id: string): Promise<InboxItemRow | undefined> {
  return flatten(await selectItems(db).where(eq(inboxItems.id, id)))[0];
}

/**
 * The same row, locked until the transaction ends: a staff change and a customer's withdrawal
 * (which locks the same row) then run one after the other, the second seeing the first.
 */
export async function lockInboxItem(db: Db, id: string): Promise<InboxItemRow | undefined> {
  return flatten(await selectItems(db).where(eq(inboxItems.id, id)).for('update', { of: inboxItems }))[0];
}

/** The same person's other leads: the same e-mail, or the same phone digits. */
export async function selectRelatedItems(db: Db, item: InboxItemRow, limit: number): Promise<InboxItemRow[]> {
  const digits = item.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  // An emptied address (the customer deleted their account, ADR 0092) relates to no one.
  const sameperson = or(
    item.email === '' ? undefined : eq(inboxItems.email, item.email),
    digits.length >= 7 ? sql`${inboxItems.searchText} like ${`%${digits}%`}` : undefined,
  );
  return flatten(
    await selectItems(db)
      .where(and(ne(inboxItems.id, item.id), sameperson ?? sql`false`))
      .orderBy(desc(inboxItems.receivedAt))
      .limit(limit),
  );
}

/** The source row as JSON, for the detail's field list. */
/**
 * The plan each application among `items` names (ADR 0088), by source id: one query per kind for a
 * batch of leads (the export's), not one per lead.
 */
export async function selectAppliedPlans(
  db: Db,
  items: readonly { kind: string; sourceId: string }[],
): Promise<Map<string, AppliedPlanFacts>> {
  const ids = (kind: string) => items.filter((i) => i.kind === kind).map((i) => i.sourceId);
  const plans = new Map<string, AppliedPlanFacts>();
  const travel = ids('travel-application');
  if (travel.length > 0) {
    const rows = await db
      .select({
        id: travelApplications.id,
        insurerCode: travelApplications.insurerCode,
        policyName: travelApplications.policyName,
        premiumCents: travelApplications.premiumCents,
      })
      .from(travelApplications)
      .where(inArray(travelApplications.id, travel));
    for (const row of rows) plans.set(row.id, { ...row, premiumPaymentDuration: null });
  }
  const life = ids('life-application');
  if (life.length > 0) {
    const rows = await db
      .select({
        id: lifeApplications.id,
        insurerCode: sql<string | null>`${lifeApplications.plan} ->> 'insurerCode'`,
        policyName: sql<string | null>`${lifeApplications.plan} ->> 'policyName'`,
        premiumCents: lifeApplications.premiumCents,
        premiumPaymentDuration: sql<string | null>`${lifeApplications.plan} ->> 'premiumPaymentDuration'`,
      })
      .from(lifeApplications)
      .where(inArray(lifeApplications.id, life));
    for (const row of rows)
      plans.set(row.id, { ...row, premiumCents: row.premiumCents === null ? null : [row.premiumCents] });
  }
  return plans;
}

export async function selectSourceRow(
  db: Db,
  table: string,
  sourceId: string,
): Promise<Record<string, unknown> | undefined> {
  // Both drivers answer `{ rows }`; Drizzle types the union loosely.
  const result = (await db.execute(
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.id::text = ${sourceId}`,
  )) as unknown as { rows: { row: Record<string, unknown> }[] };
  return result.rows[0]?.row;
}

export async function selectEvents(db: Db, itemId: string): Promise<InboxEventRow[]> {
  const rows = await db
    .select({ event: inboxEvents, actorName: assigneeName })
    .from(inboxEvents)
    .leftJoin(users, eq(users.id, inboxEvents.actorId))
    .where(eq(inboxEvents.itemId, itemId))
    .orderBy(asc(inboxEvents.createdAt));
  return rows.map((row) => ({ ...row.event, actorName: row.actorName }));
}

/** Timeline events, stamped when written: after a change they waited for on the row lock. */
export async function insertEvents(db: Db, events: (typeof inboxEvents.$inferInsert)[]): Promise<void> {
  if (events.length > 0)
    await db.insert(inboxEvents).values(events.map((event) => ({ createdAt: WRITTEN_AT, ...event })));
}

/** Assigns the rows that exist; resolves with their ids. */
export async function updateAssignee(db: Db, ids: string[], assigneeId: string | null): Promise<string[]> {
  const rows = await db
    .update(inboxItems)
    .set({ assigneeId, updatedAt: sql`now()` })
    .where(inArray(inboxItems.id, ids))
    .returning({ id: inboxItems.id });
  return rows.map((row) => row.id);
}

export async function updateItemStatus(db: Db, id: string, status: string): Promise<void> {
  await db
    .update(inboxItems)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(inboxItems.id, id));
}

export async function selectStaffUser(
  db: Db,
  id: string,
): Promise<{ id: string; role: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row === undefined
    ? undefined
    : { id: row.id, role: row.role, name: `${row.first} ${row.last}`.trim() };
}

/**
 * The audit log (N25). Written here rather than through the admin feature's helper, so that this
 * feature does not import admin (no feature cycles, ADR 0104).
 */
export async function insertAudit(
  db: Db,
  entry: { actorId: string; action: string; target?: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? {},
  });
}

export interface InboxCounts {
  /** Leads per type and status: every other count of the panel adds these up (one query). */
  byKindAndStatus: { kind: string; status: string; n: number }[];
  byStatus: { status: string; n: number }[];
  byKind: { kind: string; n: number }[];
  overdue: number;
  dueSoon: number;
  newToday: number;
}

interface InboxCountOptions {
  awaiting: readonly string[];
  overdueBy: Date;
  dueSoonBy: Date;
  todayStart: Date;
}

/**
 * The panel's statements (ADR 0112), each reading a bounded number of rows at any number of leads:
 * the kept counts per type and status (migration 0030), the leads awaiting a reply received within
 * the reply time (the rest of the awaiting leads are overdue) and the leads received today.
 */
export function inboxCountStatements(db: Db, options: InboxCountOptions) {
  return {
    byKindAndStatus: db
      .select({ kind: inboxCounts.kind, status: inboxCounts.status, n: inboxCounts.n })
      .from(inboxCounts)
      .where(gt(inboxCounts.n, 0))
      .orderBy(inboxCounts.kind, inboxCounts.status),
    // The awaiting index (migration 0019) from the overdue boundary on: a few hours of leads.
    awaitingInTime: db
      .select({
        n: count(),
        dueSoon: sql<number>`(count(*) filter (where ${lte(inboxItems.receivedAt, options.dueSoonBy)}))::int`,
      })
      .from(inboxItems)
      .where(and(statusIn(options.awaiting), gt(inboxItems.receivedAt, options.overdueBy))),
    newToday: db
      .select({ n: count() })
      .from(inboxItems)
      .where(gte(inboxItems.receivedAt, options.todayStart)),
  };
}

export async function selectInboxCounts(db: Db, options: InboxCountOptions): Promise<InboxCounts> {
  // One snapshot: overdue is the kept awaiting count less the awaiting leads still in time, and
  // both must see the same leads.
  const [byKindAndStatus, inTime, newToday] = await db.transaction(
    async (tx) => {
      const statements = inboxCountStatements(tx, options);
      return [
        await statements.byKindAndStatus,
        await statements.awaitingInTime,
        await statements.newToday,
      ] as const;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const sum = (key: 'kind' | 'status') => {
    const totals = new Map<string, number>();
    for (const row of byKindAndStatus) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.n);
    return [...totals].map(([name, n]) => ({ name, n }));
  };
  const awaiting = byKindAndStatus
    .filter((row) => options.awaiting.includes(row.status))
    .reduce((total, row) => total + row.n, 0);
  return {
    byKindAndStatus,
    byStatus: sum('status').map(({ name, n }) => ({ status: name, n })),
    byKind: sum('kind').map(({ name, n }) => ({ kind: name, n })),
    overdue: awaiting - (inTime[0]?.n ?? 0),
    dueSoon: inTime[0]?.dueSoon ?? 0,
    newToday: newToday[0]?.n ?? 0,
  };
}

/**
 * Quotes per product and Toronto day since `since` (life and travel quote requests, N8), and
 * applications per family over the same time.
 */
export async function selectQuoteActivity(
  db: Db,
  since: Date,
): Promise<{
  quotes: { family: string; product: string; day: string; n: number }[];
  applications: { kind: string; n: number }[];
}> {
  const torontoDay = (column: SQL) =>
    sql<string>`to_char(${column} at time zone 'America/Toronto', 'YYYY-MM-DD')`;
  const [quotes, applications] = await Promise.all([
    db
      .select({
        family: sql<string>`'life'`,
        product: lifeQuoteRequests.product,
        day: torontoDay(sql`${lifeQuoteRequests.createdAt}`),
        n: count(),
      })
      .from(lifeQuoteRequests)
      .where(gte(lifeQuoteRequests.createdAt, since))
      .groupBy(sql`2`, sql`3`)
      .unionAll(
        db
          .select({
            family: sql<string>`'travel'`,
            product: travelQuoteRequests.product,
            day: torontoDay(sql`${travelQuoteRequests.createdAt}`),
            n: count(),
          })
          .from(travelQuoteRequests)
          .where(gte(travelQuoteRequests.createdAt, since))
          .groupBy(sql`2`, sql`3`),
      ),
    db
      .select({ kind: inboxItems.kind, n: count() })
      .from(inboxItems)
      .where(
        and(
          inArray(inboxItems.kind, ['life-application', 'travel-application']),
          gte(inboxItems.receivedAt, since),
        ),
      )
      .groupBy(inboxItems.kind),
  ]);
  return { quotes, applications };
}
