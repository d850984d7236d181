// The admin mail page (/admin/mail): the outbox, queued, sent and failed, with each
// failure's error and a Retry. Staff who are not admins (advisors) see the recipient
// masked (N25: what they need to follow up, not the address).

import { z } from 'zod';
import { pagedListSchema } from './paged-list.ts';

export const MAIL_OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailOutboxStatus = (typeof MAIL_OUTBOX_STATUSES)[number];

/** The words staff see for each status. */
export const MAIL_STATUS_LABELS: Record<MailOutboxStatus, string> = {
  pending: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

export const mailListQuerySchema = z.object({
  status: z.enum(MAIL_OUTBOX_STATUSES, { error: 'Status must be pending, sent or failed' }).optional(),
});

export const mailRecordSchema = z.object({
  id: z.string(),
  /** The address, or its masked form for staff who are not admins. */
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_OUTBOX_STATUSES),
  attempts: z.number().int(),
  /** The transport's error of the last failed attempt; null when none. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a queued mail is next tried. */
  nextAttemptAt: z.string(),
});
export type MailRecord = z.infer<typeof mailRecordSchema>;

export const mailCountsSchema = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type MailCounts = z.infer<typeof mailCountsSchema>;

export const mailPageSchema = pagedListSchema(mailRecordSchema).extend({ counts: mailCountsSchema });
export type MailPage = z.infer<typeof mailPageSchema>;

export const MAIL_RETRY_MESSAGE = 'The mail is queued again and will be sent within a minute';
export const MAIL_NOT_RETRYABLE_MESSAGE = 'This mail was already sent';

/** 'jane.doe@example.com' -> 'j•••@example.com'. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address[0] ?? ''}•••${address.slice(at)}`;
}

/** The last backup and retention runs, for the admin panel. */
export const operationRunSchema = z.object({
  status: z.enum(['running', 'ok', 'failed']),
  trigger: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type OperationRun = z.infer<typeof operationRunSchema>;

export const operationsStatusSchema = z.object({
  lastBackup: operationRunSchema.nullable(),
  lastRetention: operationRunSchema.nullable(),
  backupEveryHours: z.number().nullable(),
  retentionEveryHours: z.number().nullable(),
  /** As readiness says it: delivered, failing, or written to files instead of delivered. */
  mail: z.enum(['delivering', 'failing', 'files']),
});
export type OperationsStatus = z.infer<typeof operationsStatusSchema>;
