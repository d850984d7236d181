// The only file of the mail feature that touches the database.

import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import type { StoredAttachment } from '../../db/schema/mail.ts';

export interface NewMailRow {
  toAddress: string;
  subject: string;
  html: string;
  textBody: string;
  attachments: StoredAttachment[];
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
