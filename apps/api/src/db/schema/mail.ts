// The mail outbox (N17): every message is a row first, delivered by a background worker that
// claims rows with FOR UPDATE SKIP LOCKED (N3) and retries with backoff, so an outage delays
// mail and loses none.

import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    textBody: text().notNull(),
    attachments: jsonb().$type<StoredAttachment[]>().notNull().default([]),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of newsletter mails (RFC 8058). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text({ enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** When the row may next be claimed; a claim pushes it forward (a lease) so no other worker takes it. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The transport's error text (no message content). */
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  // The inbox shows the mails sent to one customer.
  (t) => [index().on(t.status, t.nextAttemptAt), index().on(t.toAddress, t.createdAt)],
);
