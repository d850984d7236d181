// The panel's counts (ADR 0112): the counts per type and status that the triggers keep stay what
// counting every lead gives after each kind of write; the summary answers what counting every lead
// answers, at any instant; and each of its statements reads a bounded number of rows (the leads of
// the last working hours and of today), never the whole table.

import { and, count, desc, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { AWAITING_REPLY_STATUSES } from '@brokerage/shared/staff-inbox/inbox-options';
import { addWorkingHours, REPLY_WORKING_HOURS } from '@brokerage/shared/staff-inbox/working-hours';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { contactRequests } from '../../db/schema/contact.ts';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { keptAndCountedInboxCounts } from '../../test/inbox-counts.ts';
import { call } from '../admin/admin-test-helpers.ts';
import { inboxCountOptions, inboxSummary } from './inbox-dashboard.ts';
import type { InboxSummary } from './inbox-dashboard.ts';
import { inboxCountStatements } from './staff-inbox.repository.ts';
import { seedDemoInbox, staffTokens } from './staff-test-helpers.ts';
import type { StaffTokens } from './staff-test-helpers.ts';

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const t = useTestApp();
let tokens: StaffTokens;

beforeAll(async () => {
  tokens = await staffTokens(t.app, t.db);
  await seedDemoInbox(t.db, 600);
}, 180_000);

/** The panel's counts by counting every lead, as the summary did before migration 0030. */
async function countedSummary(db: Db, now: Date): Promise<InboxSummary> {
  const options = inboxCountOptions(now);
  const awaiting = inArray(inboxItems.status, [...options.awaiting]);
  const n = async (where: ReturnType<typeof and>) =>
    (await db.select({ n: count() }).from(inboxItems).where(where))[0]?.n ?? 0;
  const byKindAndStatus = (await keptAndCountedInboxCounts(db)).counted;
  const total = (key: 'kind' | 'status', name: string) =>
    byKindAndStatus.filter((row) => row[key] === name).reduce((sum, row) => sum + row.n, 0);
  return {
    byKindAndStatus,
    byStatus: [...new Set(byKindAndStatus.map((row) => row.status))].map((status) => ({
      status,
      n: total('status', status),
    })),
    byKind: [...new Set(byKindAndStatus.map((row) => row.kind))].map((kind) => ({
      kind,
      n: total('kind', kind),
    })),
    overdue: await n(and(awaiting, lte(inboxItems.receivedAt, options.overdueBy))),
    dueSoon: await n(
      and(
        awaiting,
        gt(inboxItems.receivedAt, options.overdueBy),
        lte(inboxItems.receivedAt, options.dueSoonBy),
      ),
    ),
    newToday: await n(gte(inboxItems.receivedAt, options.todayStart)),
  };
}

/** The summary with its lists in one order, to compare with the counted one. */
function sorted(summary: InboxSummary): InboxSummary {
  const by =
    <T>(key: (row: T) => string) =>
    (a: T, b: T) =>
      key(a).localeCompare(key(b));
  return {
    ...summary,
    byKindAndStatus: [...summary.byKindAndStatus].sort(by((row) => `${row.kind} ${row.status}`)),
    byStatus: [...summary.byStatus].sort(by((row) => row.status)),
    byKind: [...summary.byKind].sort(by((row) => row.kind)),
  };
}

async function expectExact(now = new Date()): Promise<InboxSummary> {
  const { kept, counted } = await keptAndCountedInboxCounts(t.db);
  expect(kept).toEqual(counted);
  const summary = sorted(await inboxSummary(t.db, now));
  expect(summary).toEqual(sorted(await countedSummary(t.db, now)));
  return summary;
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

async function explainAnalyze(db: Db, statement: { getSQL(): ReturnType<typeof sql> }): Promise<PlanNode[]> {
  const result = (await db.execute(sql`explain (analyze, format json) ${statement.getSQL()}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
  return nodes(parsed?.[0].Plan as PlanNode);
}

/** Entries of inbox_items or its indexes that a plan read, and whether it scanned the table. */
function readOfInboxItems(plan: PlanNode[]): { entries: number; scansTable: boolean } {
  const ofInbox = (node: PlanNode) =>
    node['Relation Name'] === 'inbox_items' || (node['Index Name'] ?? '').startsWith('inbox_items_');
  const reads = plan.filter((node) => ofInbox(node) && node['Node Type'] !== 'Bitmap Heap Scan');
  return {
    entries: reads.reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0),
    scansTable: reads.some((node) => node['Node Type'] === 'Seq Scan'),
  };
}

describe('the panel counts', () => {
  it('reads the kept counts and only the leads of the last working hours and of today', async () => {
    // A minute after the latest lead awaiting a reply: both windows hold leads.
    const [latest] = await t.db
      .select({ at: inboxItems.receivedAt })
      .from(inboxItems)
      .where(inArray(inboxItems.status, ['Pending', 'Received']))
      .orderBy(desc(inboxItems.receivedAt))
      .limit(1);
    const now = new Date((latest?.at.getTime() ?? 0) + 60_000);
    const options = inboxCountOptions(now);
    const counted = await countedSummary(t.db, now);
    const leads = counted.byKind.reduce((sum, row) => sum + row.n, 0);
    const inTime = (
      await t.db
        .select({ n: count() })
        .from(inboxItems)
        .where(
          and(
            inArray(inboxItems.status, [...options.awaiting]),
            gt(inboxItems.receivedAt, options.overdueBy),
          ),
        )
    )[0]?.n;
    await t.db.transaction(async (tx) => {
      // As the small test table would be read whole, and a million-row one would not be.
      await tx.execute(sql`set local enable_seqscan = off`);
      const statements = inboxCountStatements(tx, options);
      expect(readOfInboxItems(await explainAnalyze(tx, statements.byKindAndStatus)).entries).toBe(0);
      const awaiting = readOfInboxItems(await explainAnalyze(tx, statements.awaitingInTime));
      expect(awaiting).toEqual({ entries: inTime, scansTable: false });
      const today = readOfInboxItems(await explainAnalyze(tx, statements.newToday));
      expect(today).toEqual({ entries: counted.newToday, scansTable: false });
    });
    expect(inTime).toBeGreaterThan(0);
    expect(counted.newToday).toBeGreaterThan(0);
    expect(counted.newToday + (inTime ?? 0)).toBeLessThan(leads / 5);
  });

  it('answers what counting every lead answers, at any instant', async () => {
    // Instants taken from the leads themselves, so that every window holds some whatever the day
    // the test runs (the seed dates leads back from now): a second after a lead arrives (new
    // today), half a working hour before it falls due (due soon) and an hour after (overdue).
    const awaiting = (
      await t.db
        .select({ at: inboxItems.receivedAt })
        .from(inboxItems)
        .where(inArray(inboxItems.status, [...AWAITING_REPLY_STATUSES]))
        .orderBy(desc(inboxItems.receivedAt))
        .limit(15)
    ).map((row) => row.at);
    expect(awaiting.length).toBeGreaterThan(0);
    const instants = awaiting.flatMap((at) => [
      new Date(at.getTime() + 1000),
      addWorkingHours(at, REPLY_WORKING_HOURS - 0.5),
      addWorkingHours(at, REPLY_WORKING_HOURS + 1),
    ]);
    const seen = { overdue: 0, dueSoon: 0, newToday: 0 };
    for (const now of instants) {
      const summary = await expectExact(now);
      seen.overdue += summary.overdue;
      seen.dueSoon += summary.dueSoon;
      seen.newToday += summary.newToday;
    }
    expect(seen.overdue).toBeGreaterThan(0);
    expect(seen.dueSoon).toBeGreaterThan(0);
    expect(seen.newToday).toBeGreaterThan(0);
  });

  it('stays exact after new leads, status changes, assignments, deletes and emptying the table', async () => {
    const before = await expectExact();
    const lead = await call(t.app, 'POST', '/api/contact', {
      payload: {
        firstName: 'Ines',
        lastName: 'Counter',
        email: 'ines.counter@example.com',
        mobile: '416-555-0199',
        products: [1],
        message: '',
        page: '/',
      },
    });
    expect(lead.statusCode, lead.body).toBe(200);
    const added = await expectExact();
    expect(added.newToday).toBe(before.newToday + 1);
    const [row] = await t.db
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .where(inArray(inboxItems.email, ['ines.counter@example.com']));
    const id = row?.id ?? '';

    const worked = await call(t.app, 'POST', `/api/admin/inbox/${id}/status`, {
      token: tokens.advisor,
      payload: { status: 'In Progress', note: 'Called' },
    });
    expect(worked.statusCode, worked.body).toBe(200);
    await expectExact();
    const assigned = await call(t.app, 'POST', '/api/admin/inbox/assign', {
      token: tokens.advisor,
      payload: { ids: [id], assignee: 'me' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await expectExact();

    // Writers at the same time (on PostgreSQL, over several connections), each changing two counts.
    const pending = await t.db
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .where(inArray(inboxItems.status, ['Pending']))
      .limit(12);
    await Promise.all(
      pending.map((item, i) =>
        t.db.execute(
          sql`update inbox_items set status = ${i % 2 === 0 ? 'In Progress' : 'Completed'} where id = ${item.id}`,
        ),
      ),
    );
    await expectExact();
    // Many rows in one statement, as a seed or a bulk change writes them.
    await t.db.execute(
      sql`update inbox_items set status = 'Completed' where kind = 'contact' and status = 'In Progress'`,
    );
    await expectExact();
    // Deleting leads deletes their inbox rows (migration 0009), one or many at a time.
    await t.db.delete(contactRequests).where(inArray(contactRequests.email, ['ines.counter@example.com']));
    await expectExact();
    await t.db.execute(sql`delete from contact_requests where created_at < now() - interval '300 days'`);
    const deleted = await expectExact();
    expect(deleted.byKind.find((row) => row.kind === 'contact')?.n).toBeLessThan(
      added.byKind.find((row) => row.kind === 'contact')?.n ?? 0,
    );
    // A write rolled back leaves the counts as they were.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`delete from inbox_items`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await expectExact()).toEqual(deleted);

    await t.db.execute(sql`truncate inbox_items cascade`);
    const empty = await expectExact();
    expect(empty.byKindAndStatus).toEqual([]);
    expect(empty.overdue).toBe(0);
  });
});
