// The staff inbox (ADR 0091): one row per lead of any kind, denormalised for search,
// filters and sorts over 100,000 leads, and the timeline of notes, statuses and assignments.
// Rows are written by triggers on the source tables (migration 0009), in the same transaction as
// the lead, and removed with it: account deletion and retention need nothing more here.

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { INBOX_KINDS } from '@brokerage/shared/staff-inbox/inbox-options';
import { INBOX_EVENT_KINDS } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { users } from './accounts.ts';

export const inboxItems = pgTable(
  'inbox_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: INBOX_KINDS }).notNull(),
    /** The source row's id (a uuid) as text. */
    sourceId: text().notNull(),
    /**
     * What staff and customers quote, e.g. 'CR-1A2B3C4D'; travel applications stored before
     * migration 0010 keep their 'TA-000042'.
     */
    reference: text().notNull(),
    /** N6 value; the first product of a multi-product request. */
    product: integer(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    province: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull(),
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * inbox_search_key() (lower, unaccent, no punctuation; migration 0019) of the name, e-mail and
     * reference, plus the phone's ten digits, kept in a column because unaccent() is not IMMUTABLE and
     * so cannot be indexed as an expression; GIN trigram index.
     */
    searchText: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the customer deleted their account; the lead stays without their identifiers (ADR 0092). */
    customerDeletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('inbox_items_source_unique').on(t.kind, t.sourceId),
    // What the inbox's implied kinds rely on (inbox-view.ts impliedKinds, migration 0028).
    check(
      'inbox_items_province_kinds',
      sql`${t.province} IS NULL OR ${t.kind} IN ('life-application', 'travel-application', 'after-sale')`,
    ),
    check(
      'inbox_items_status_of_kind',
      sql`CASE WHEN ${t.kind} IN ('life-application', 'travel-application') THEN ${t.status} IN ('Received', 'In review', 'More information needed', 'Approved', 'Policy issued', 'Declined', 'Withdrawn') ELSE ${t.status} IN ('Pending', 'In Progress', 'Completed') END`,
    ),
    index('inbox_items_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('inbox_items_received').on(t.receivedAt, t.id),
    // Each filter with the list's full order (received_at, id), so a filtered page is read in order
    // from the index and stops after 25 rows, with no sort step (migration 0012, bench:inbox).
    index('inbox_items_status_received_id').on(t.status, t.receivedAt, t.id),
    index('inbox_items_assignee_received_id').on(t.assigneeId, t.receivedAt, t.id),
    index('inbox_items_kind_received_id').on(t.kind, t.receivedAt, t.id),
    index('inbox_items_product_received_id').on(t.product, t.receivedAt, t.id),
    index('inbox_items_province_received_id').on(t.province, t.receivedAt, t.id),
    // Bounds a status filter's count (migration 0019); the panel's counts by type and status are
    // kept in inbox_counts since migration 0030 (ADR 0112).
    index('inbox_items_status_kind').on(t.status, t.kind),
    index('inbox_items_name').on(t.lastName, t.firstName, t.id),
    // And with the name order (migration 0019): a filtered page sorted by name reads 25 entries.
    index('inbox_items_kind_name').on(t.kind, t.lastName, t.firstName, t.id),
    index('inbox_items_status_name').on(t.status, t.lastName, t.firstName, t.id),
    index('inbox_items_assignee_name').on(t.assigneeId, t.lastName, t.firstName, t.id),
    index('inbox_items_product_name').on(t.product, t.lastName, t.firstName, t.id),
    index('inbox_items_province_name').on(t.province, t.lastName, t.firstName, t.id),
    // Leads awaiting a first reply (AWAITING_REPLY_STATUSES): overdue, in either order.
    index('inbox_items_awaiting_received')
      .on(t.receivedAt, t.id)
      .where(sql`${t.status} in ('Pending', 'Received')`),
    // Unassigned leads, in either order: IS NULL does not give the assignee index's received order.
    index('inbox_items_unassigned_received')
      .on(t.receivedAt, t.id)
      .where(sql`${t.assigneeId} is null`),
    index('inbox_items_unassigned_name')
      .on(t.lastName, t.firstName, t.id)
      .where(sql`${t.assigneeId} is null`),
    index('inbox_items_awaiting_name')
      .on(t.lastName, t.firstName, t.id)
      .where(sql`${t.status} in ('Pending', 'Received')`),
    index('inbox_items_email').on(t.email),
  ],
);

/**
 * Leads per type and status, kept exact by statement-level triggers on inbox_items (migration 0030,
 * ADR 0112) in the writer's own transaction: the panel reads these rows instead of counting every
 * lead. A pair whose leads are all gone stays with n = 0. No personal data.
 */
export const inboxCounts = pgTable(
  'inbox_counts',
  {
    kind: text().notNull(),
    status: text().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'inbox_counts_pkey', columns: [t.kind, t.status] })],
);

/** The notes and status timeline of a lead, and who was assigned when. */
export const inboxEvents = pgTable(
  'inbox_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    kind: text({ enum: INBOX_EVENT_KINDS }).notNull(),
    status: text(),
    note: text().notNull().default(''),
    noteToCustomer: boolean().notNull().default(false),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.itemId, t.createdAt)],
);
