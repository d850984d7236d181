// The only file of the mail feature that touches the database.

import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { MailStatus, StoredAttachment } from '../../db/schema/mail.ts';

export interface NewMailRow {
  toAddress: string;
  subject: string;
  html: string;
  textBody: string;
  attachments: StoredAttachment[];
  headers: Record<string, string>;
}

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: Db, row: NewMailRow): Promise<string> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
  if (!inserted) throw new Error('mail outbox insert returned no row');
  return inserted.id;
}

/**
 * Claims up to `limit` due rows (N3): FOR UPDATE SKIP LOCKED lets several workers run at once
 * without taking the same row, and the lease moves `nextAttemptAt` forward so a row stays claimed
 * after the transaction commits, until it is sent or rescheduled (or the worker dies and the
 * lease runs out).
 */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<MailRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: MailRow[] = [];
    for (const { id } of due) {
      const [row] = await tx
        .update(mailOutbox)
        .set({
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(eq(mailOutbox.id, id))
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  });
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function rescheduleMail(db: Db, id: string, delayMs: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`, lastError: error })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: string, error: string): Promise<void> {
  await db.update(mailOutbox).set({ status: 'failed', lastError: error }).where(eq(mailOutbox.id, id));
}

/** Tests and diagnostics: every row, oldest first. */
export async function listMail(db: Db): Promise<MailRow[]> {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
}

/** Rows per status, and pending rows that already failed at least once (waiting for a retry). */
export async function countMailByStatus(
  db: Db,
): Promise<{ status: MailStatus; count: number; retrying: number }[]> {
  return db
    .select({
      status: mailOutbox.status,
      count: sql<number>`count(*)::int`,
      retrying: sql<number>`(count(*) filter (where ${mailOutbox.attempts} > 0))::int`,
    })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
}

/**
 * Whether any mail is waiting after a failed attempt, or gave up within the last day. Two EXISTS
 * on the (status, next_attempt_at) index: cheap enough for every readiness probe.
 */
export async function mailTroubleSeen(db: Db): Promise<{ retrying: boolean; failedToday: boolean }> {
  const [row] = await db
    .select({
      retrying: sql<boolean>`exists (select 1 from ${mailOutbox} where ${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} > 0)`,
      failedToday: sql<boolean>`exists (select 1 from ${mailOutbox} where ${mailOutbox.status} = 'failed' and ${mailOutbox.createdAt} > now() - interval '1 day')`,
    })
    .from(sql`(select 1) as probe`);
  return { retrying: row?.retrying === true, failedToday: row?.failedToday === true };
}

export type MailListRow = Pick<
  MailRow,
  | 'id'
  | 'toAddress'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'createdAt'
  | 'sentAt'
  | 'nextAttemptAt'
>;

/** One page of the outbox, newest first, optionally of one status. */
export async function selectMailPage(
  db: Db,
  status: MailStatus | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: MailListRow[]; total: number }> {
  const where = status === undefined ? undefined : eq(mailOutbox.status, status);
  const rows = await db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Queues a failed (or waiting) mail again for an attempt now, with a fresh set of attempts; the
 * last error stays until the next attempt. Returns false when there is no such row or it was sent.
 */
export async function requeueMail(db: Db, id: string): Promise<boolean> {
  const updated = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent')))
    .returning({ id: mailOutbox.id });
  return updated.length > 0;
}

export async function mailStatusOf(db: Db, id: string): Promise<MailStatus | undefined> {
  const [row] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.status;
}

/** The newest mails queued for one address (the staff inbox's detail). */
export function selectMailsTo(
  db: Db,
  address: string,
  limit: number,
): Promise<Pick<MailRow, 'id' | 'subject' | 'status' | 'createdAt'>[]> {
  return db
    .select({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
