// `npm run restore -- <file> [--replace]` (ADR 0071): applies the migrations to the
// target, refuses a database that holds data unless told to replace it, then loads the dump's rows
// in one transaction.

import type { Db } from '../../db/client.ts';
import { lastMigrationWhen, loadStatements, nonEmptyTables, rowsPerTable } from './backup.repository.ts';
import { DUMP_FORMAT, dumpStatements, readDumpHeader } from './sql-dump.ts';
import type { TableRows } from './sql-dump.ts';

export class RestoreRefused extends Error {}

export interface RestoreResult {
  statements: number;
  replaced: boolean;
  /** Counted in the database after the load, in the same terms as the backup's summary. */
  tables: number;
  rows: number;
  perTable: TableRows[];
  /** What the backup's last line says it holds; undefined for a backup older than that line. */
  expected: { tables: number; rows: number } | undefined;
}

/** The target must already be migrated (the restore command migrates it first). */
export async function restoreBackup(
  db: Db,
  file: string,
  options: { replace: boolean },
): Promise<RestoreResult> {
  const header = await readDumpHeader(file);
  if (header.format !== DUMP_FORMAT) {
    throw new RestoreRefused(
      `${file} is not a backup written by npm run backup (no '-- format: ${DUMP_FORMAT}' line).`,
    );
  }
  if (!header.complete) {
    throw new RestoreRefused(`${file} is incomplete (its last line is missing): the backup was cut short.`);
  }
  const target = await lastMigrationWhen(db);
  if (header.migration !== undefined && (target === undefined || header.migration > target)) {
    throw new RestoreRefused(
      'The backup was made by a newer version of the site (its database has migrations this one lacks); restore it with that version.',
    );
  }
  if (!options.replace) {
    const used = await nonEmptyTables(db);
    if (used.length > 0) {
      const rows = used.reduce((sum, t) => sum + t.rows, 0);
      throw new RestoreRefused(
        `The database is not empty (${rows} rows in ${used.length} tables, e.g. ${used[0]?.table ?? ''}). ` +
          'Restore into an empty database, or add --replace to delete all its data first.',
      );
    }
  }
  const statements = await loadStatements(db, dumpStatements(file), options);
  const perTable = await rowsPerTable(db);
  return {
    statements,
    replaced: options.replace,
    tables: perTable.length,
    rows: perTable.reduce((sum, t) => sum + t.rows, 0),
    perTable,
    expected: header.counted,
  };
}
