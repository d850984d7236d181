// The admin mail page's use cases: a page of the outbox with the counts per status, and
// Retry of a failed or waiting mail (audited). Recipients are masked for staff who are not admins.

import { ADMIN_PAGE_SIZE, totalPagesFor } from '@brokerage/shared/admin/paged-list';
import { MAIL_NOT_RETRYABLE_MESSAGE, maskEmail } from '@brokerage/shared/admin/mail-outbox';
import type { MailCounts, MailOutboxStatus, MailPage } from '@brokerage/shared/admin/mail-outbox';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  countMailByStatus,
  mailStatusOf,
  mailTroubleSeen,
  requeueMail,
  selectMailPage,
} from './mail.repository.ts';

export interface MailViewer {
  id: string;
  isAdmin: boolean;
}

/** Only admins see whole addresses; other staff (advisors) see them masked. */
export function recipientFor(viewer: MailViewer, address: string): string {
  return viewer.isAdmin ? address : maskEmail(address);
}

/**
 * How mail is going, for readiness and the admin panel: 'files' when it is written to DATA_DIR/mail
 * instead of delivered, 'failing' while a mail waits after a failed attempt or one gave up within
 * the last day, otherwise 'delivering'.
 */
export type MailDelivery = 'delivering' | 'failing' | 'files';

export async function mailDelivery(db: Db, transport: 'smtp' | 'files'): Promise<MailDelivery> {
  if (transport === 'files') return 'files';
  const { retrying, failedToday } = await mailTroubleSeen(db);
  return retrying || failedToday ? 'failing' : 'delivering';
}

export async function outboxCounts(db: Db): Promise<MailCounts & { retrying: number }> {
  const counts = { pending: 0, sent: 0, failed: 0, retrying: 0 };
  for (const row of await countMailByStatus(db)) {
    counts[row.status] = row.count;
    counts.retrying += row.status === 'pending' ? row.retrying : 0;
  }
  return counts;
}

export async function listOutboxPage(
  db: Db,
  viewer: MailViewer,
  page: number,
  status: MailOutboxStatus | undefined,
): Promise<MailPage> {
  const { rows, total } = await selectMailPage(db, status, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE);
  const { pending, sent, failed } = await outboxCounts(db);
  return {
    list: rows.map((r) => ({
      id: r.id,
      to: recipientFor(viewer, r.toAddress),
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      nextAttemptAt: r.nextAttemptAt.toISOString(),
    })),
    totalPages: totalPagesFor(total),
    counts: { pending, sent, failed },
  };
}

export async function retryMail(db: Db, viewer: MailViewer, id: string): Promise<void> {
  const before = await mailStatusOf(db, id);
  if (before === undefined) throw notFound('No such mail');
  if (!(await requeueMail(db, id))) throw conflict(MAIL_NOT_RETRYABLE_MESSAGE);
  await recordAudit(db, {
    actorId: viewer.id,
    action: 'mail.retried',
    target: id,
    details: { from: before },
  });
}
