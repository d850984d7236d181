// A backup restores every row of every table, on PGlite and on PostgreSQL, and from one
// to the other (moving a site from the embedded database to a server is a restore).

import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config/env.ts';
import { createDb, createMemoryDb } from '../../db/client.ts';
import type { Db, DbClient } from '../../db/client.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { seedDatabase } from '../../db/seed.ts';
import { fillEveryTable } from '../../test/fill-every-table.ts';
import { listTables, readRows, sequenceStates } from './backup.repository.ts';
import { createBackup } from './backup.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';
import { describeRows } from './sql-dump.ts';

let t: TestApp;
let dir: string;
const opened: { client: DbClient; drop?: () => Promise<void> }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'brokerage-backup-test-'));
  await fillEveryTable(t.db);
});
afterAll(async () => {
  for (const { client, drop } of opened) {
    await client.close().catch(() => undefined);
    await drop?.();
  }
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * Every row of every table as text, and where each sequence stands. A backup records its own run
 * in operation_runs (in the file as 'running'), so those rows are compared apart: the filled one.
 */
async function contents(db: Db) {
  const tables: Record<string, (string | null)[][]> = {};
  for (const table of await listTables(db)) {
    const rows = await readRows(db, table, 0, 1_000_000);
    tables[table.name] = table.name === 'operation_runs' ? rows.filter((row) => row[3] !== 'command') : rows;
  }
  return { tables, sequences: await sequenceStates(db) };
}

async function freshPglite(): Promise<DbClient> {
  const client = await createMemoryDb();
  await client.migrate();
  opened.push({ client });
  return client;
}

async function freshPostgres(serverUrl: string): Promise<DbClient> {
  const name = `restore_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(query).finally(() => c.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = await createDb({ databaseUrl: url.toString(), dataDir: dir });
  await client.migrate();
  opened.push({ client, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) });
  return client;
}

// Each restore loads the seeded rate tables (thousands of rows): slower than the default limit.
describe('backup and restore', { timeout: 180_000 }, () => {
  it('fills every table of the schema for this test (a new table must be added to fillEveryTable)', async () => {
    const { tables } = await contents(t.db);
    const empty = Object.entries(tables)
      .filter(([, rows]) => rows.length === 0)
      .map(([name]) => name);
    expect(empty).toEqual([]);
  });

  it('restores every row of every table into a fresh database, and across PGlite and PostgreSQL', async () => {
    const original = await contents(t.db);
    const first = await createBackup({ db: t.db, kind: t.dbClient.kind, dir, trigger: 'command' });
    expect(path.basename(first.file)).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sql$/);
    expect(first.rows).toBeGreaterThan(100);

    // The backup's own run row is in the source now; compare against what the file holds.
    const pglite = await freshPglite();
    const restored = await restoreBackup(pglite.db, first.file, { replace: false });
    expect(await contents(pglite.db)).toEqual(original);
    // Restore reports what it loaded in the backup's own terms, table by table.
    expect(restored.expected).toEqual({ tables: first.tables, rows: first.rows });
    expect({ tables: restored.tables, rows: restored.rows }).toEqual({
      tables: first.tables,
      rows: first.rows,
    });
    expect(describeRows(restored)).toBe(describeRows(first));

    const serverUrl = testDatabaseUrl();
    if (serverUrl !== undefined) {
      // PGlite -> PostgreSQL -> PGlite, each hop through a backup file of the previous one.
      const fromPglite = await createBackup({
        db: pglite.db,
        kind: 'pglite',
        dir: path.join(dir, 'a'),
        trigger: 'command',
      });
      const server = await freshPostgres(serverUrl);
      await restoreBackup(server.db, fromPglite.file, { replace: false });
      const onServer = await contents(server.db);
      const back = await createBackup({
        db: server.db,
        kind: 'postgres',
        dir: path.join(dir, 'b'),
        trigger: 'command',
      });
      const pglite2 = await freshPglite();
      await restoreBackup(pglite2.db, back.file, { replace: false });
      expect(onServer).toEqual(original);
      expect(await contents(pglite2.db)).toEqual(original);
    }
  });

  it('refuses a database that holds data unless told to replace it, then replaces it exactly', async () => {
    const backup = await createBackup({
      db: t.db,
      kind: t.dbClient.kind,
      dir: path.join(dir, 'c'),
      trigger: 'command',
    });
    const expected = await contents(t.db);
    const target = await freshPglite();
    await seedDatabase(target.db);
    await fillEveryTable(target.db);
    await expect(restoreBackup(target.db, backup.file, { replace: false })).rejects.toThrow(
      /The database is not empty .*add --replace/,
    );
    await restoreBackup(target.db, backup.file, { replace: true });
    expect(await contents(target.db)).toEqual(expected);
  });

  it('refuses a cut-short file and a file that is not a backup, leaving the database untouched', async () => {
    const backup = await createBackup({
      db: t.db,
      kind: t.dbClient.kind,
      dir: path.join(dir, 'd'),
      trigger: 'command',
    });
    const text = await readFile(backup.file, 'utf8');
    const cut = path.join(dir, 'cut.sql');
    await writeFile(cut, text.slice(0, Math.floor(text.length / 2)));
    const target = await freshPglite();
    await expect(restoreBackup(target.db, cut, { replace: false })).rejects.toBeInstanceOf(RestoreRefused);
    await expect(restoreBackup(target.db, cut, { replace: false })).rejects.toThrow(/incomplete/);
    const other = path.join(dir, 'other.sql');
    await writeFile(other, 'select 1;\n');
    await expect(restoreBackup(target.db, other, { replace: false })).rejects.toThrow(/not a backup/);
    const { tables } = await contents(target.db);
    expect(Object.values(tables).every((rows) => rows.length === 0)).toBe(true);
  });
});
