// The database side of backups and restores (ADR 0071): the catalogue of tables read from
// PostgreSQL's own system tables (so a table added by a later migration is backed up without an
// edit here), their rows as text, sequence positions, and loading a dump's statements.

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The transaction handle Drizzle passes to `db.transaction` callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export interface TableInfo {
  name: string;
  /** Columns in table order, generated columns left out (the database computes them). */
  columns: string[];
  /** Some column is GENERATED ALWAYS AS IDENTITY: its INSERT needs OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
  primaryKey: string[];
  /** Tables this one references (foreign keys). */
  references: string[];
}

export interface SequenceState {
  sequence: string;
  lastValue: string;
  isCalled: boolean;
}

async function rowsOf<T>(db: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every ordinary table of the `public` schema, parents before the tables that reference them. */
export async function listTables(db: Runner): Promise<TableInfo[]> {
  const columns = await rowsOf<{
    table_name: string;
    column_name: string;
    is_generated: string;
    identity_generation: string | null;
  }>(
    db,
    sql`select c.table_name, c.column_name, c.is_generated, c.identity_generation
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const keys = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select cls.relname as table_name, a.attname as column_name
        from pg_index i
        join pg_class cls on cls.oid = i.indrelid
        join pg_namespace n on n.oid = cls.relnamespace
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indisprimary and n.nspname = 'public'
        order by cls.relname, a.attnum`,
  );
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where con.contype = 'f' and n.nspname = 'public'`,
  );

  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table_name) ?? {
      name: c.table_name,
      columns: [],
      identityAlways: false,
      primaryKey: [],
      references: [],
    };
    if (c.is_generated !== 'ALWAYS') table.columns.push(c.column_name);
    if (c.identity_generation === 'ALWAYS') table.identityAlways = true;
    tables.set(c.table_name, table);
  }
  for (const k of keys) tables.get(k.table_name)?.primaryKey.push(k.column_name);
  for (const l of links) {
    if (l.child !== l.parent) tables.get(l.child)?.references.push(l.parent);
  }
  return parentsFirst([...tables.values()]);
}

// Depth-first topological order, names sorted for a stable file.
function parentsFirst(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const seen = new Set<string>();
  const visit = (table: TableInfo) => {
    if (seen.has(table.name)) return;
    seen.add(table.name);
    for (const parent of [...table.references].sort()) {
      const info = byName.get(parent);
      if (info !== undefined) visit(info);
    }
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One page of a table's rows, every value as PostgreSQL's text form (null stays null), in primary
 * key order. Text forms are exact: numbers, jsonb, uuids, and timestamps with their UTC offset.
 */
export async function readRows(
  db: Runner,
  table: TableInfo,
  offset: number,
  limit: number,
): Promise<(string | null)[][]> {
  const select = table.columns.map((c, i) => `${quoteIdent(c)}::text as c${i}`).join(', ');
  const order = (table.primaryKey.length > 0 ? table.primaryKey : table.columns).map(quoteIdent).join(', ');
  const rows = await rowsOf<Record<string, string | null>>(
    db,
    sql.raw(
      `select ${select} from ${quoteIdent(table.name)} order by ${order} limit ${limit} offset ${offset}`,
    ),
  );
  return rows.map((row) => table.columns.map((_c, i) => row[`c${i}`] ?? null));
}

/** The sequences behind serial and identity columns, with where each stands. */
export async function sequenceStates(db: Runner): Promise<SequenceState[]> {
  const sequences = await rowsOf<{ seq: string | null }>(
    db,
    sql`select pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
        from information_schema.columns
        where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')
        order by table_name, column_name`,
  );
  const states: SequenceState[] = [];
  for (const { seq } of sequences) {
    if (seq === null) continue;
    const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(
      db,
      sql.raw(`select last_value::text as last_value, is_called from ${seq}`),
    );
    if (state !== undefined) {
      states.push({ sequence: seq, lastValue: state.last_value, isCalled: state.is_called });
    }
  }
  return states;
}

/** `when` (the journal's milliseconds) of the newest migration applied to this database. */
export async function lastMigrationWhen(db: Runner): Promise<number | undefined> {
  const [row] = await rowsOf<{ created_at: string | null }>(
    db,
    sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
  );
  return row?.created_at === null || row?.created_at === undefined ? undefined : Number(row.created_at);
}

/** Rows in every table a backup holds, in the order the backup writes them. */
export async function rowsPerTable(db: Runner): Promise<{ table: string; rows: number }[]> {
  const found: { table: string; rows: number }[] = [];
  for (const table of await listTables(db)) {
    const [row] = await rowsOf<{ n: string }>(
      db,
      sql.raw(`select count(*)::text as n from ${quoteIdent(table.name)}`),
    );
    found.push({ table: table.name, rows: Number(row?.n ?? 0) });
  }
  return found;
}

/** Rows in each table that has any. */
export async function nonEmptyTables(db: Runner): Promise<{ table: string; rows: number }[]> {
  return (await rowsPerTable(db)).filter((t) => t.rows > 0);
}

/** Runs `work` in one read-only snapshot: every table as of the same instant (ADR 0071). */
export function inSnapshot<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * Empties the tables (when `replace`) and runs the dump's statements, all in one transaction: a
 * restore that fails part-way leaves the database as it was.
 */
export async function loadStatements(
  db: Db,
  statements: AsyncIterable<string>,
  options: { replace: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    const names = (await listTables(tx)).map((t) => quoteIdent(t.name));
    if (options.replace && names.length > 0) {
      await tx.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
    }
    // The backup holds the rows that triggers wrote (the staff inbox, migration 0009):
    // loading the leads must not write them a second time. Foreign keys stay checked (not USER
    // triggers), and the switch is undone in the same transaction.
    for (const name of names) await tx.execute(sql.raw(`alter table ${name} disable trigger user`));
    let count = 0;
    for await (const statement of statements) {
      await tx.execute(sql.raw(statement));
      count += 1;
    }
    for (const name of names) await tx.execute(sql.raw(`alter table ${name} enable trigger user`));
    return count;
  });
}
