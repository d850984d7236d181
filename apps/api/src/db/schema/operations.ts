// Runs of the operations jobs: backups, the retention job and the policy reminders. One row per run, so every
// process (and the admin panel) sees the last one, and a scheduled job runs once per interval even
// with several processes (the claim is made under an advisory lock). No personal data: counts,
// a file name and size, an error text.

import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const OPERATION_JOBS = ['backup', 'retention', 'reminders'] as const;
export type OperationJob = (typeof OPERATION_JOBS)[number];
export const OPERATION_STATUSES = ['running', 'ok', 'failed'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

export const operationRuns = pgTable(
  'operation_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    job: text({ enum: OPERATION_JOBS }).notNull(),
    status: text({ enum: OPERATION_STATUSES }).notNull().default('running'),
    /** 'schedule', 'command' or 'admin'. */
    trigger: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    /** Backup: { file, bytes, tables, rows }. Retention: { removed: { rule: count } }. Failure: { error }. */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index().on(t.job, t.startedAt)],
);
