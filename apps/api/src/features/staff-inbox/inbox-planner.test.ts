// The inbox's plans (ADR 0091, bench:inbox at a million leads): every filter combination the inbox
// offers, with search, in each sort order, on the first page, a deep page and the count, is read
// through an index that the filters bound, never by scanning the table. Sequential scans are
// disabled so that the small test table is not simply read whole, as a large one would not be; the
// planner then still falls back to a scan, or to walking an unrelated index, when no suitable
// index exists, so the test fails when an index is dropped. Where one filter (or none) is chosen,
// sorting is disabled as well, and the rows must come in order from the filter's index.

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboxQuerySchema } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { InboxQueryInput } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { Db } from '../../db/client.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { filterOf, orderOf } from './inbox-view.ts';
import { inboxPageStatements } from './staff-inbox.repository.ts';
import { seedDemoInbox } from './staff-test-helpers.ts';

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const t = useTestApp();
let staffId: string;
/** Each index of inbox_items: the column it is ordered by first, and its predicate if partial. */
let bounds: Map<string, { column: string; predicate: string }>;

beforeAll(async () => {
  await seedDemoInbox(t.db, 1_000);
  const staff = (await t.db.execute(sql`select id from users where role = 'advisor' limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  staffId = staff.rows[0]?.id ?? '';
  const indexes = (await t.db.execute(sql`
    select c.relname as index, a.attname as column, pg_get_expr(i.indpred, i.indrelid) as predicate
    from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where i.indrelid = 'inbox_items'::regclass`)) as unknown as {
    rows: { index: string; column: string; predicate: string | null }[];
  };
  bounds = new Map(
    indexes.rows.map((row) => [row.index, { column: row.column, predicate: row.predicate ?? '' }]),
  );
}, 180_000);

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Each filter the inbox offers, with the columns an index may bound it by. */
const FILTERS: { query: InboxQueryInput; columns: string[] }[] = [
  { query: { q: 'tremblay' }, columns: ['search_text'] },
  { query: { type: 'life-application' }, columns: ['kind'] },
  { query: { product: 3 }, columns: ['product'] },
  { query: { status: 'Completed' }, columns: ['status'] },
  { query: { assignee: 'unassigned' }, columns: ['assignee_id'] },
  { query: { province: 'AB' }, columns: ['province'] },
  // A week: over a wide range, most leads match and a name order walks the name index instead.
  { query: { from: dayBefore(40), to: dayBefore(34) }, columns: ['received_at'] },
  { query: { overdue: 'true' }, columns: ['received_at', 'status'] },
];
const SORTS = ['-received', 'received', 'name', '-name'] as const;

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

async function explain(
  db: Db,
  statement: { getSQL(): ReturnType<typeof sql> },
  analyze = false,
): Promise<PlanNode[]> {
  const options = analyze ? sql`(analyze, format json)` : sql`(format json)`;
  const result = (await db.execute(sql`explain ${options} ${statement.getSQL()}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
  return nodes(parsed?.[0].Plan as PlanNode);
}

/** Problems with one statement's plan; none when a filter's index bounds the read. */
function problems(plan: PlanNode[], columns: string[], ordered: boolean): string[] {
  const found: string[] = [];
  if (plan.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'inbox_items')) {
    found.push('scans the table');
  }
  // Bounded: the index's first column is a filtered one and its condition names it, or the index
  // is partial on a filtered column (it holds only those rows).
  const bounded = plan.some((node) => {
    const index = node['Index Name'] === undefined ? undefined : bounds.get(node['Index Name']);
    if (index === undefined) return false;
    const byFirst = columns.includes(index.column) && (node['Index Cond'] ?? '').includes(index.column);
    return byFirst || columns.some((column) => index.predicate.includes(column));
  });
  if (columns.length > 0 && !bounded) found.push(`no index bounded by ${columns.join(' or ')}`);
  if (ordered && plan.some((node) => node['Node Type'].endsWith('Sort')))
    found.push('sorts instead of reading in order');
  return found;
}

describe('inbox query plans', () => {
  it('reads every filter combination, sort, deep page and count through a bounding index', async () => {
    const failures: string[] = [];
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (let mask = 0; mask < 1 << FILTERS.length; mask += 1) {
        const chosen = FILTERS.filter((_, i) => (mask & (1 << i)) !== 0);
        const query = Object.assign({}, ...chosen.map((f) => f.query)) as InboxQueryInput;
        const columns = [...new Set(chosen.flatMap((f) => f.columns))];
        // One equality filter, overdue or none: an index gives the rows already in order.
        const ordered = chosen.length === 0 || (chosen.length === 1 && !('q' in query) && !('from' in query));
        for (const sort of SORTS) {
          const parsed = inboxQuerySchema().parse({ ...query, sort });
          const filter = filterOf(parsed, staffId, new Date());
          // Where an index gives the order, sorting is disabled too: the plan must then read in order,
          // bounded by the filter, which it can only do through that (filter, order) index.
          await tx.execute(ordered ? sql`set local enable_sort = off` : sql`set local enable_sort = on`);
          for (const skip of [0, 2_500]) {
            const statements = inboxPageStatements(tx as unknown as Db, filter, orderOf(sort), {
              skip,
              limit: 25,
              countCap: 5_000,
            });
            const checks: [string, PlanNode[], boolean][] = [
              [`page after ${skip}`, await explain(tx as unknown as Db, statements.rows), ordered],
            ];
            if (skip === 0)
              checks.push(['count', await explain(tx as unknown as Db, statements.count), false]);
            for (const [name, plan, mustBeOrdered] of checks) {
              // A combination that no lead can match (a status of other kinds than the type chosen,
              // say) is answered without reading the table or any index.
              if (filter.nothing) {
                if (plan.some((node) => /Scan/.test(node['Node Type'])))
                  failures.push(
                    `${JSON.stringify(query)} sort ${sort}, ${name}: reads though nothing matches`,
                  );
                continue;
              }
              const read = plan
                .filter((node) => node['Index Name'] !== undefined || node['Node Type'] === 'Seq Scan')
                .map((node) => node['Index Name'] ?? node['Node Type'])
                .join(', ');
              // The kinds the filters imply (a status with a province) bound the read as well.
              const bounding = filter.kinds === undefined ? columns : [...columns, 'kind'];
              for (const problem of problems(plan, bounding, mustBeOrdered)) {
                failures.push(`${JSON.stringify(query)} sort ${sort}, ${name}: ${problem} (reads ${read})`);
              }
            }
          }
        }
      }
    });
    expect(failures.length, failures.join('\n')).toBe(0);
  }, 300_000);

  // Two common filters whose combination is empty: the rows read must be few, not every row of
  // either filter (ADR 0091, migration 0028). The seed has hundreds of 'Completed' leads and of
  // applications in Ontario, and no 'Completed' lead in a province.
  const EMPTY_COMBINATIONS: InboxQueryInput[] = [
    { status: 'Completed', province: 'ON' },
    { status: 'In Progress', province: 'AB' },
    { status: 'Completed', province: 'ON', assignee: 'unassigned' },
    { status: 'Completed', province: 'ON', product: 3 },
    { type: 'contact', province: 'ON' },
    { type: 'contact', status: 'Received' },
  ];

  it('reads next to nothing for filters whose combination is empty', async () => {
    const counts = (await t.db.execute(sql`select
        count(*) filter (where status = 'Completed')::int as completed,
        count(*) filter (where province = 'ON')::int as ontario
      from inbox_items`)) as unknown as { rows: { completed: number; ontario: number }[] };
    expect(counts.rows[0]?.completed).toBeGreaterThan(100);
    expect(counts.rows[0]?.ontario).toBeGreaterThan(50);
    const failures: string[] = [];
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const query of EMPTY_COMBINATIONS) {
        for (const sort of SORTS) {
          const filter = filterOf(inboxQuerySchema().parse({ ...query, sort }), staffId, new Date());
          for (const skip of [0, 2_500]) {
            const statements = inboxPageStatements(tx as unknown as Db, filter, orderOf(sort), {
              skip,
              limit: 25,
              countCap: 5_000,
            });
            for (const [name, statement] of [
              [`page after ${skip}`, statements.rows],
              ['count', statements.count],
            ] as const) {
              const plan = await explain(tx as unknown as Db, statement, true);
              // Rows an index or table scan produced or threw away, over all its loops.
              const read = plan
                .filter((node) => /Scan/.test(node['Node Type']))
                .reduce(
                  (sum, node) =>
                    sum +
                    ((node['Actual Rows'] ?? 0) +
                      (node['Rows Removed by Filter'] ?? 0) +
                      (node['Rows Removed by Index Recheck'] ?? 0)) *
                      (node['Actual Loops'] ?? 1),
                  0,
                );
              if (read > 10)
                failures.push(`${JSON.stringify(query)} sort ${sort}, ${name}: reads ${read} rows`);
            }
          }
        }
      }
    });
    expect(failures.length, failures.join('\n')).toBe(0);
  }, 120_000);
});
