// Runs of the backup and retention jobs (operation_runs): claim, finish, last run.

import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operationRuns } from '../../db/schema/operations.ts';
import type { OperationJob, OperationStatus } from '../../db/schema/operations.ts';

export type OperationRunRow = typeof operationRuns.$inferSelect;

// One advisory-lock key per job, the same in every process sharing the database.
const JOB_LOCK: Record<OperationJob, number> = {
  backup: 72_410_017,
  retention: 72_410_018,
  reminders: 72_410_019,
};

/**
 * Starts a run. With `notSince`, only when no run of the job started after that instant: the
 * check and the insert happen under a transaction-scoped advisory lock, so of several processes
 * whose timers fire together exactly one runs the scheduled job.
 */
export async function claimRun(
  db: Db,
  job: OperationJob,
  trigger: string,
  options: { now: Date; notSince?: Date },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOB_LOCK[job]})`);
    if (options.notSince !== undefined) {
      const [recent] = await tx
        .select({ id: operationRuns.id })
        .from(operationRuns)
        .where(and(eq(operationRuns.job, job), gt(operationRuns.startedAt, options.notSince)))
        .limit(1);
      if (recent !== undefined) return undefined;
    }
    const [row] = await tx
      .insert(operationRuns)
      .values({ job, trigger, startedAt: options.now })
      .returning({ id: operationRuns.id });
    return row?.id;
  });
}

export async function finishRun(
  db: Db,
  id: string,
  status: Exclude<OperationStatus, 'running'>,
  details: Record<string, unknown>,
  finishedAt: Date,
): Promise<void> {
  await db.update(operationRuns).set({ status, details, finishedAt }).where(eq(operationRuns.id, id));
}

export async function lastRun(
  db: Db,
  job: OperationJob,
  status?: OperationStatus,
): Promise<OperationRunRow | undefined> {
  const [row] = await db
    .select()
    .from(operationRuns)
    .where(
      status === undefined
        ? eq(operationRuns.job, job)
        : and(eq(operationRuns.job, job), eq(operationRuns.status, status)),
    )
    .orderBy(desc(operationRuns.startedAt))
    .limit(1);
  return row;
}
