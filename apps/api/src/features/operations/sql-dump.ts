// The backup file (ADR 0071): plain SQL in the shape of `pg_dump --data-only
// --column-inserts`, written by our code from one read-only snapshot so that PGlite and PostgreSQL
// produce the same file and either can load it (psql -1 -f <file> on a migrated database works
// too). The schema is not in the file: the restore applies the migrations, then the rows.

import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import type { Db } from '../../db/client.ts';
import type { DbKind } from '../../db/client.ts';
import {
  inSnapshot,
  lastMigrationWhen,
  listTables,
  quoteIdent,
  readRows,
  sequenceStates,
} from './backup.repository.ts';

export const DUMP_FORMAT = 'brokerage-sql-dump 1';
const ROWS_PER_INSERT = 200;
const ROWS_PER_READ = 2_000;
const COMPLETE_PREFIX = '-- complete:';

export interface DumpSummary {
  tables: number;
  rows: number;
  /** Rows of each table, in dump order; backup and restore print the same list. */
  perTable: TableRows[];
}

export interface TableRows {
  table: string;
  rows: number;
}

/**
 * What backup and restore both print, so the two can be compared line by line: the total, then
 * each table that holds rows.
 */
export function describeRows(summary: Pick<DumpSummary, 'tables' | 'rows' | 'perTable'>): string {
  const lines = summary.perTable.filter((t) => t.rows > 0).map((t) => `  ${t.table}: ${t.rows}`);
  return [`${summary.rows} rows in ${summary.tables} tables`, ...lines].join('\n');
}

const literal = (value: string | null) => (value === null ? 'NULL' : `'${value.replace(/'/g, "''")}'`);

/** Writes the dump of every table to `out` (an open file) and returns what it held. */
export async function writeDump(
  db: Db,
  out: FileHandle,
  source: { kind: DbKind; now: Date },
): Promise<DumpSummary> {
  return inSnapshot(db, async (tx) => {
    const tables = await listTables(tx);
    const migration = await lastMigrationWhen(tx);
    await out.write(
      [
        `-- Maple Shield database backup`,
        `-- format: ${DUMP_FORMAT}`,
        `-- created: ${source.now.toISOString()}`,
        `-- source: ${source.kind}`,
        `-- migration: ${migration ?? 'none'}`,
        '-- Load with `npm run restore -- <file>` (applies the migrations first).',
        'SET standard_conforming_strings = on;',
        '',
      ].join('\n') + '\n',
    );
    let rows = 0;
    const perTable: TableRows[] = [];
    for (const table of tables) {
      const before = rows;
      const head =
        `INSERT INTO ${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')})` +
        (table.identityAlways ? ' OVERRIDING SYSTEM VALUE' : '') +
        ' VALUES\n';
      await out.write(`-- table: ${table.name}\n`);
      for (let offset = 0; ; offset += ROWS_PER_READ) {
        const page = await readRows(tx, table, offset, ROWS_PER_READ);
        for (let i = 0; i < page.length; i += ROWS_PER_INSERT) {
          const values = page
            .slice(i, i + ROWS_PER_INSERT)
            .map((row) => `(${row.map(literal).join(', ')})`)
            .join(',\n');
          await out.write(`${head}${values};\n`);
        }
        rows += page.length;
        if (page.length < ROWS_PER_READ) break;
      }
      perTable.push({ table: table.name, rows: rows - before });
    }
    for (const s of await sequenceStates(tx)) {
      await out.write(
        `SELECT pg_catalog.setval(${literal(s.sequence)}, ${s.lastValue}, ${String(s.isCalled)});\n`,
      );
    }
    // The last line: a file without it was cut short (disk full, killed) and is refused.
    await out.write(`${COMPLETE_PREFIX} tables=${tables.length} rows=${rows}\n`);
    return { tables: tables.length, rows, perTable };
  });
}

export interface DumpHeader {
  format: string | undefined;
  migration: number | undefined;
  created: string | undefined;
  source: string | undefined;
  complete: boolean;
  /** What the completion line says the dump holds. */
  counted: { tables: number; rows: number } | undefined;
}

/** The header lines and whether the completion line is there, without loading the rows. */
export async function readDumpHeader(file: string): Promise<DumpHeader> {
  const header: DumpHeader = {
    format: undefined,
    migration: undefined,
    created: undefined,
    source: undefined,
    complete: false,
    counted: undefined,
  };
  let lastLine = '';
  for await (const line of lines(file)) {
    const match = /^-- (format|created|source|migration): (.*)$/.exec(line);
    if (match !== null && header[match[1] as 'format'] === undefined) {
      const [, key, value] = match;
      if (key === 'migration') header.migration = value === 'none' ? undefined : Number(value);
      else header[key as 'format' | 'created' | 'source'] = value;
    }
    if (line !== '') lastLine = line;
  }
  header.complete = lastLine.startsWith(COMPLETE_PREFIX);
  const counts = /tables=(\d+) rows=(\d+)/.exec(lastLine);
  if (header.complete && counts !== null)
    header.counted = { tables: Number(counts[1]), rows: Number(counts[2]) };
  return header;
}

async function* lines(file: string): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    const parts = (rest + (chunk as string)).split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  if (rest !== '') yield rest;
}

/**
 * The file's statements one at a time, split on semicolons outside string literals; lines that
 * start with `--` outside a literal are comments (the dump writes standard-conforming strings only,
 * so a quote inside a literal is doubled and no backslash escapes anything).
 */
export async function* dumpStatements(file: string): AsyncGenerator<string> {
  let statement = '';
  let inString = false;
  for await (const line of lines(file)) {
    if (!inString && line.startsWith('--')) continue;
    let start = 0;
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i];
      if (ch === "'") inString = !inString;
      else if (ch === ';' && !inString) {
        statement += line.slice(start, i);
        start = i + 1;
        if (statement.trim() !== '') yield statement.trim();
        statement = '';
      }
    }
    statement += `${line.slice(start)}\n`;
  }
  if (statement.trim() !== '') yield statement.trim();
}
