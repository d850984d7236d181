// The scheduled operations jobs started by server.ts: backups every BACKUP_EVERY_HOURS
// (keeping BACKUP_KEEP files) and the retention job every RETENTION_EVERY_HOURS (daily by default).
// Each process checks every few minutes; the claim in operation_runs makes one of them run the
// job per interval (ADR 0071). The policy reminders run through the same claim, every hour by
// default (each reminder is sent at most once whatever the interval). Logs carry counts, sizes and
// file names only.

import path from 'node:path';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/env.ts';
import type { Db, DbKind } from '../../db/client.ts';
import { sendDueReminders } from '../policies/send-reminders.ts';
import { createBackup, pruneBackups } from './backup.ts';
import { claimRun, finishRun } from './operations.repository.ts';
import { runRetention } from './retention.ts';

const HOUR_MS = 3_600_000;

export interface OperationsJobsOptions {
  db: Db;
  kind: DbKind;
  config: Pick<
    AppConfig,
    'backupDir' | 'backupEveryHours' | 'backupKeep' | 'retentionEveryHours' | 'retention'
  >;
  logger: Pick<Logger, 'info' | 'error'>;
  /** How often each process checks whether a job is due (default 5 minutes). */
  checkMs?: number;
  /** The first check after start (default 1 minute, so a start is not slowed). */
  firstCheckMs?: number;
  now?: () => Date;
  /** How often the policy reminders run (default every hour). */
  remindersEveryHours?: number;
}

export interface OperationsJobs {
  /** One check now (waits for a running one first). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export function startOperationsJobs(options: OperationsJobsOptions): OperationsJobs {
  const { db, kind, config, logger } = options;
  const checkMs = options.checkMs ?? 5 * 60_000;
  const clock = options.now ?? (() => new Date());
  // Due when the last run started at least one interval ago, less one check period of slack.
  const notSince = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS + checkMs);

  const backupIfDue = async (now: Date) => {
    if (config.backupEveryHours === undefined) return;
    try {
      const result = await createBackup({
        db,
        kind,
        dir: config.backupDir,
        trigger: 'schedule',
        now,
        notSince: notSince(now, config.backupEveryHours),
      });
      if (result === undefined) return;
      const pruned = await pruneBackups(config.backupDir, config.backupKeep);
      logger.info(
        {
          file: path.basename(result.file),
          bytes: result.bytes,
          rows: result.rows,
          ms: result.ms,
          pruned: pruned.length,
        },
        'scheduled backup written',
      );
    } catch (error) {
      logger.error({ err: error }, 'scheduled backup failed');
    }
  };

  const retentionIfDue = async (now: Date) => {
    if (config.retentionEveryHours === undefined) return;
    try {
      const run = await runRetention({
        db,
        periods: config.retention,
        trigger: 'schedule',
        now,
        notSince: notSince(now, config.retentionEveryHours),
      });
      if (run !== undefined) logger.info({ removed: run.removed }, 'retention job removed expired records');
    } catch (error) {
      logger.error({ err: error }, 'retention job failed');
    }
  };

  const remindersIfDue = async (now: Date) => {
    try {
      const runId = await claimRun(db, 'reminders', 'schedule', {
        now,
        notSince: notSince(now, options.remindersEveryHours ?? 1),
      });
      if (runId === undefined) return;
      try {
        const sent = await sendDueReminders(db, now);
        await finishRun(db, runId, 'ok', { sent }, clock());
        if (sent > 0) logger.info({ sent }, 'policy reminders sent');
      } catch (error) {
        await finishRun(db, runId, 'failed', { error: (error as Error).message }, clock());
        throw error;
      }
    } catch (error) {
      logger.error({ err: error }, 'policy reminders failed');
    }
  };

  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const check = () => {
    running = running.then(async () => {
      if (stopped) return;
      await retentionIfDue(clock());
      await backupIfDue(clock());
      await remindersIfDue(clock());
    });
    return running;
  };

  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void check().finally(() => schedule(checkMs)), ms);
    timer.unref();
  };
  schedule(options.firstCheckMs ?? 60_000);

  return {
    runOnce: check,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
