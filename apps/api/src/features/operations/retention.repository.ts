// The retention rules (PIPEDA principle 5, N25): one entry per table that holds personal
// data, in the order the job applies them. A new table is one entry here (a rule, or a line of
// KEPT_TABLES saying why it stays); retention.test.ts fails while a table of the schema is in
// neither list. Limits come from the configuration, whose defaults are the privacy policy's.

import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface RetentionCutoffs {
  /** Now: expired tokens go at once. */
  now: Date;
  quoteRequests: Date;
  mail: Date;
  unverifiedAccounts: Date;
  /** Leads and bookings closed ('Completed') before this instant go. */
  closedRecords: Date;
}

export interface RetentionRule {
  /** Names the rule in the log, the admin panel and the metrics. */
  name: string;
  table: string;
  /** Rows to delete. */
  where: (c: RetentionCutoffs) => SQL;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export const RETENTION_RULES: readonly RetentionRule[] = [
  // Quote requests carry no account: every one is a guest's (quoteRequestMonths).
  {
    name: 'life-quote-requests',
    table: 'life_quote_requests',
    where: (c) => sql`created_at < ${ts(c.quoteRequests)}`,
  },
  // "E-mail me my quotes" requests: a quote request with an address, same limit.
  {
    name: 'emailed-quote-requests',
    table: 'emailed_quote_requests',
    where: (c) => sql`created_at < ${ts(c.quoteRequests)}`,
  },
  {
    name: 'travel-quote-requests',
    table: 'travel_quote_requests',
    where: (c) => sql`created_at < ${ts(c.quoteRequests)}`,
  },
  // Shared answers (ADR 0053) no remaining request points at.
  {
    name: 'travel-quote-results',
    table: 'travel_quote_results',
    where: (c) =>
      sql`created_at < ${ts(c.quoteRequests)} and not exists (select 1 from travel_quote_requests r where r.result_id = travel_quote_results.id)`,
  },
  // Delivered mail (and mail that finally failed) with its body and address (mailDays); queued mail stays.
  {
    name: 'mail',
    table: 'mail_outbox',
    where: (c) => sql`status in ('sent', 'failed') and coalesce(sent_at, created_at) < ${ts(c.mail)}`,
  },
  { name: 'expired-refresh-tokens', table: 'refresh_tokens', where: (c) => sql`expires_at < ${ts(c.now)}` },
  { name: 'expired-account-tokens', table: 'account_tokens', where: (c) => sql`expires_at < ${ts(c.now)}` },
  // Never-verified customer sign-ups (unverifiedAccountDays; staff are never removed here); one that applied keeps its account with the
  // application (deleting the user would cascade to it).
  {
    name: 'unverified-accounts',
    table: 'users',
    where: (c) =>
      sql`email_confirmed = false and role = 'customer' and created_at < ${ts(c.unverifiedAccounts)}
          and not exists (select 1 from life_applications a where a.user_id = users.id)`,
  },
  // Leads and bookings closed by staff (status 'Completed', set with updated_at) closedRecordYears ago.
  {
    name: 'closed-contact-requests',
    table: 'contact_requests',
    where: (c) => sql`status = 'Completed' and updated_at < ${ts(c.closedRecords)}`,
  },
  {
    name: 'closed-appointments',
    table: 'appointments',
    // Cancelled by the customer closes a booking as Completed does.
    where: (c) =>
      sql`(status = 'Completed' or cancelled_at is not null) and updated_at < ${ts(c.closedRecords)}`,
  },
  // Policies ended or cancelled closedRecordYears ago (or past their end date that long): their
  // documents, after-sale requests (with their inbox rows) and reminders go with them (cascade).
  {
    name: 'closed-policies',
    table: 'policies',
    where: (c) =>
      sql`(status <> 'Active' and updated_at < ${ts(c.closedRecords)}) or end_date < (${ts(c.closedRecords)})::date`,
  },
  // After-sale requests staff closed ('Completed') closedRecordYears ago.
  {
    name: 'closed-after-sale-requests',
    table: 'after_sale_requests',
    where: (c) =>
      sql`exists (select 1 from inbox_items i where i.kind = 'after-sale' and i.source_id = after_sale_requests.id::text
          and i.status = 'Completed' and i.updated_at < ${ts(c.closedRecords)})`,
  },
  // An application's documents (its PDF copy, insurer papers before a policy) go with the application.
  {
    name: 'orphaned-application-documents',
    table: 'policy_documents',
    where: () =>
      sql`policy_id is null
          and not exists (select 1 from life_applications a where a.id = policy_documents.application_id)
          and not exists (select 1 from travel_applications a where a.id = policy_documents.application_id)`,
  },
  // Notes go with the record they describe.
  {
    name: 'orphaned-status-notes',
    table: 'status_notes',
    where: () =>
      sql`(subject_type = 'contact' and not exists (select 1 from contact_requests x where x.id = status_notes.subject_id))
          or (subject_type = 'appointment' and not exists (select 1 from appointments x where x.id = status_notes.subject_id))`,
  },
];

/** Tables no rule deletes from, and why. */
export const KEPT_TABLES: Readonly<Record<string, string>> = {
  consents:
    "consent records of the newsletter and UPDATE ME! boxes (CASL, N23) and the applications' health consents (N25): kept as proof of consent, a history; unsubscribing marks them, account deletion removes them",
  audit_log: 'audit log (N25): kept; holds ids and what changed, no personal data',
  service_inquiries:
    'lead: kept until closed + closedRecordYears, but a services inquiry cannot be closed yet (no status change): the staff inbox adds one, then a rule here',
  life_applications:
    'application: kept until closed + closedRecordYears; no closing status yet; a rule comes with one',
  travel_applications:
    'application: kept until closed + closedRecordYears; no status yet; a rule comes with one',
  inbox_items:
    "staff inbox: a copy of a lead's contact details, deleted with the lead by the lead table's trigger (migration 0009), so every rule above on a lead table removes it too",
  inbox_events: 'staff inbox notes and statuses: deleted with their inbox_items row (on delete cascade)',
  inbox_counts:
    'staff inbox: leads per type and status (numbers, no personal data), kept by the triggers of inbox_items (migration 0030), so a lead deleted by a rule leaves its count',
  policy_reminders: 'reminders sent (kind and date): deleted with their policy (on delete cascade)',
  operation_runs: 'job runs: counts, a file name and size; no personal data',
  products: 'catalogue, no personal data',
  insurers: 'catalogue, no personal data',
  content_entries: 'site content, no personal data',
  life_rate_tables: 'rates, no personal data',
  life_rates: 'rates, no personal data',
  travel_rate_tables: 'rates, no personal data',
  travel_plans: 'rates, no personal data',
};

/** Deletes what one rule says; returns the number of rows removed. */
export async function applyRetentionRule(
  db: Db,
  rule: RetentionRule,
  cutoffs: RetentionCutoffs,
): Promise<number> {
  const result = (await db.execute(
    sql`delete from ${sql.identifier(rule.table)} where ${rule.where(cutoffs)}`,
  )) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}
