// The retention job (PIPEDA principle 5, N25): applies RETENTION_RULES with cutoffs taken
// from one `now`, records the run (counts only) for the admin panel and the metrics.

import type { RetentionPeriods } from '@brokerage/shared/content/retention-periods';
import type { Db } from '../../db/client.ts';
import { claimRun, finishRun } from './operations.repository.ts';
import { applyRetentionRule, RETENTION_RULES } from './retention.repository.ts';
import type { RetentionCutoffs } from './retention.repository.ts';

const DAY_MS = 86_400_000;

function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export function retentionCutoffs(now: Date, periods: RetentionPeriods): RetentionCutoffs {
  return {
    now,
    quoteRequests: monthsBefore(now, periods.quoteRequestMonths),
    mail: new Date(now.getTime() - periods.mailDays * DAY_MS),
    unverifiedAccounts: new Date(now.getTime() - periods.unverifiedAccountDays * DAY_MS),
    closedRecords: monthsBefore(now, periods.closedRecordYears * 12),
  };
}

export interface RetentionRun {
  /** Rows removed per rule name. */
  removed: Record<string, number>;
}

/**
 * Runs every rule. With `notSince`, only when no run started after that instant (the scheduled
 * job: one run per interval across all processes); resolves undefined when skipped.
 */
export async function runRetention(options: {
  db: Db;
  periods: RetentionPeriods;
  trigger: string;
  now?: Date;
  notSince?: Date;
}): Promise<RetentionRun | undefined> {
  const now = options.now ?? new Date();
  const runId = await claimRun(options.db, 'retention', options.trigger, {
    now,
    ...(options.notSince === undefined ? {} : { notSince: options.notSince }),
  });
  if (runId === undefined) return undefined;
  const cutoffs = retentionCutoffs(now, options.periods);
  const removed: Record<string, number> = {};
  try {
    for (const rule of RETENTION_RULES)
      removed[rule.name] = await applyRetentionRule(options.db, rule, cutoffs);
  } catch (error) {
    await finishRun(options.db, runId, 'failed', { removed, error: (error as Error).message }, new Date());
    throw error;
  }
  await finishRun(options.db, runId, 'ok', { removed }, new Date());
  return { removed };
}
