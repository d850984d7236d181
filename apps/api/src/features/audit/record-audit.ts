// The admin audit log (N25): who did what, when. Status changes and every export call this,
// inside their own transaction where they have one.

import { ADMIN_PAGE_SIZE, totalPagesFor } from '@brokerage/shared/admin/paged-list';
import type { Db } from '../../db/client.ts';
import { insertAudit, selectAuditPage } from './audit.repository.ts';

export type AuditAction =
  | 'contact.status-changed'
  | 'appointment.status-changed'
  | 'appointment.cancelled'
  | 'appointment.rescheduled'
  | 'export.newsletter-subscriptions'
  | 'export.home-and-auto-inquiries'
  | 'rates.life-imported'
  | 'rates.travel-imported'
  | 'rates.travel-activated'
  | 'rates.life-activated'
  | 'insurer.added'
  | 'insurer.changed'
  | 'insurer.retired'
  | 'insurer.restored'
  | 'mail.retried'
  | 'account.deleted'
  | 'application.withdrawn'
  | 'application.replied'
  | 'staff.invite-accepted'
  | 'policy.created'
  | 'policy.status-changed'
  | 'document.uploaded'
  | 'after-sale.replied';

export interface AuditEntry {
  /** The admin's user id (the customer's for their own changes); null when the actor's account is gone (account deletion). */
  actorId: string | null;
  action: AuditAction;
  /** The record concerned (an id), when there is one. */
  target?: string;
  /** What changed or what was exported (never personal data). */
  details?: Record<string, unknown>;
}

export function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  return insertAudit(db, entry);
}

export interface AuditRecord {
  actorId: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export async function listAuditLog(
  db: Db,
  page: number,
): Promise<{ list: AuditRecord[]; totalPages: number }> {
  const { rows, total } = await selectAuditPage(db, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE);
  return {
    list: rows.map((r) => ({
      actorId: r.actorId,
      action: r.action,
      target: r.target,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    })),
    totalPages: totalPagesFor(total),
  };
}
