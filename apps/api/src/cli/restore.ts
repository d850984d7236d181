// `npm run restore -- <file> [--replace]` (ADR 0071): loads a backup into the database of
// DATABASE_URL (or the embedded one under DATA_DIR), after applying the migrations. Refuses a
// database that holds data unless --replace is given, and on the embedded database refuses while
// a server holds the folder. Moving a site from the embedded database to PostgreSQL: back up,
// then restore with DATABASE_URL set to the new, empty database.

import { access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeRows } from '../features/operations/sql-dump.ts';
import { loadCommandEnv } from '../config/env.ts';
import type { CommandConfig } from '../config/env.ts';
import { createDb } from '../db/client.ts';
import { RestoreRefused, restoreBackup } from '../features/operations/restore.ts';
import { DataFolderBusy, holdDataFolder } from '../features/operations/server-lock.ts';

const USAGE = 'Usage: npm run restore -- <backup.sql> [--replace]';

async function main(): Promise<number> {
  let file: string | undefined;
  let replace = false;
  try {
    const { values, positionals } = parseArgs({
      options: { replace: { type: 'boolean' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('Name one backup file.');
    file = path.resolve(positionals[0] ?? '');
    replace = values.replace === true;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  try {
    await access(file);
  } catch {
    process.stderr.write(`No such file: ${file}\n`);
    return 2;
  }
  let config: CommandConfig;
  try {
    config = loadCommandEnv();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }

  let release: (() => void) | undefined;
  try {
    if (config.databaseUrl === undefined) release = holdDataFolder(config.dataDir, { role: 'command' });
  } catch (error) {
    if (!(error instanceof DataFolderBusy)) throw error;
    process.stderr.write(`Restore refused: ${error.message} Then run the restore again.\n`);
    return 1;
  }
  const client = await createDb(config);
  try {
    await client.migrate();
    const result = await restoreBackup(client.db, file, { replace });
    const where =
      client.kind === 'postgres' ? 'the PostgreSQL database' : `the embedded database in ${config.dataDir}`;
    const expected = result.expected;
    const same =
      expected === undefined || (expected.rows === result.rows && expected.tables === result.tables);
    process.stdout.write(
      `Restored ${path.basename(file)} into ${where}${result.replaced ? ' (its previous data replaced)' : ''}: ${describeRows(result)}\n`,
    );
    if (!same) {
      process.stderr.write(
        `The restored database does not hold what the backup lists (${expected.rows} rows in ${expected.tables} tables).\n`,
      );
      return 1;
    }
    return 0;
  } catch (error) {
    const verdict =
      error instanceof RestoreRefused ? 'Restore refused' : 'Restore failed (nothing was changed)';
    process.stderr.write(`${verdict}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await client.close();
    release?.();
  }
}

process.exitCode = await main();
