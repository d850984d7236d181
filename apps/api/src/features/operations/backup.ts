// `npm run backup`, the scheduled backups and the server's control socket all call createBackup
// (ADR 0071): one SQL file under BACKUP_DIR named by its UTC time, written beside its
// final name and renamed when complete, so a half-written file never looks like a backup.

import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db, DbKind } from '../../db/client.ts';
import { claimRun, finishRun, lastRun } from './operations.repository.ts';
import { writeDump } from './sql-dump.ts';
import type { TableRows } from './sql-dump.ts';

export interface BackupResult {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  perTable: TableRows[];
  ms: number;
}

export interface BackupOptions {
  db: Db;
  kind: DbKind;
  dir: string;
  /** 'command', 'schedule' or 'socket'; recorded with the run. */
  trigger: string;
  now?: Date;
  /** Scheduled backups: skip (resolve undefined) when a backup started after this instant. */
  notSince?: Date;
}

const BACKUP_FILE = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.sql$/;

export function backupFileName(now: Date): string {
  return `backup-${now.toISOString().replace(/:/g, '-').replace('.', '-')}.sql`;
}

export async function createBackup(
  options: BackupOptions & { notSince: Date },
): Promise<BackupResult | undefined>;
export async function createBackup(options: BackupOptions): Promise<BackupResult>;
export async function createBackup(options: BackupOptions): Promise<BackupResult | undefined> {
  const now = options.now ?? new Date();
  const runId = await claimRun(options.db, 'backup', options.trigger, {
    now,
    ...(options.notSince === undefined ? {} : { notSince: options.notSince }),
  });
  if (runId === undefined) return undefined;
  const started = performance.now();
  try {
    const result = await writeBackupFile(options, now, started);
    // The run record keeps the totals; the per-table list is for the command's output.
    const { perTable: _perTable, ...totals } = result;
    await finishRun(options.db, runId, 'ok', { ...totals, file: path.basename(result.file) }, new Date());
    return result;
  } catch (error) {
    await finishRun(options.db, runId, 'failed', { error: (error as Error).message }, new Date()).catch(
      () => undefined,
    );
    throw error;
  }
}

async function writeBackupFile(options: BackupOptions, now: Date, started: number): Promise<BackupResult> {
  await mkdir(options.dir, { recursive: true });
  const file = path.join(options.dir, backupFileName(now));
  const partial = `${file}.partial`;
  const handle = await open(partial, 'wx', 0o600);
  let summary;
  try {
    summary = await writeDump(options.db, handle, { kind: options.kind, now });
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
  const { size } = await stat(file);
  return { file, bytes: size, ...summary, ms: Math.round(performance.now() - started) };
}

/** Deletes the oldest backup files of `dir` beyond the newest `keep`; returns the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => BACKUP_FILE.test(n)).sort();
  const doomed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of doomed) await rm(path.join(dir, name), { force: true });
  return doomed;
}

export interface LastOperation {
  status: 'running' | 'ok' | 'failed';
  trigger: string;
  startedAt: string;
  finishedAt: string | null;
  details: Record<string, unknown>;
}

/** The newest run of a job, as the admin panel shows it. */
export async function lastOperation(db: Db, job: 'backup' | 'retention'): Promise<LastOperation | null> {
  const row = await lastRun(db, job);
  if (row === undefined) return null;
  return {
    status: row.status,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    details: row.details,
  };
}
