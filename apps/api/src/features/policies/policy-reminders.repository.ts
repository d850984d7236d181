// The database side of renewal reminders: which policies are due one, and which were sent.

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { policies, policyReminders } from '../../db/schema/policies.ts';
import type { PolicyRow } from './policies.repository.ts';

export type ReminderRow = typeof policyReminders.$inferSelect;

export function selectRemindersOf(db: Db, policyIds: string[]): Promise<ReminderRow[]> {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(policyReminders)
    .where(inArray(policyReminders.policyId, policyIds))
    .orderBy(asc(policyReminders.sentAt));
}

/** Active policies whose reminders run and whose end date is between these dates. */
export function selectPoliciesEndingBetween(db: Db, from: string, to: string): Promise<PolicyRow[]> {
  return db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.status, 'Active'),
        eq(policies.remindersStopped, false),
        sql`${policies.endDate} between ${from} and ${to}`,
      ),
    )
    .orderBy(asc(policies.endDate));
}

/** Records a reminder; false when it was already sent (the unique key makes it once only). */
export async function insertReminder(
  db: Db,
  row: { policyId: string; kind: string; endDate: string; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(policyReminders)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: policyReminders.id });
  return rows.length === 1;
}
