// After the sale (migration 0021): policies made from applications, their documents (bytea, so
// every process and every backup has them), after-sale requests (an inbox lead kind, written to
// inbox_items by trigger) and the reminders sent. Every row carries its owner: the account id
// and/or the application's e-mail (the rule of ownedBy).

import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InsuredPerson } from '@brokerage/shared/policies/policy-schemas';
import { users } from './accounts.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const policies = pgTable(
  'policies',
  {
    id: uuid().primaryKey().defaultRandom(),
    policyNumber: text().notNull().unique(),
    applicationKind: text({ enum: ['life', 'travel'] }).notNull(),
    applicationId: uuid().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text().notNull(),
    province: text(),
    productValue: integer().notNull(),
    insurer: text().notNull(),
    planName: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    premiumCents: integer().notNull(),
    paymentSchedule: text({ enum: ['single', 'monthly', 'annual'] }).notNull(),
    rateVersion: text().notNull().default(''),
    insuredPersons: jsonb().$type<InsuredPerson[]>().notNull().default([]),
    status: text({ enum: ['Active', 'Ended', 'Cancelled'] })
      .notNull()
      .default('Active'),
    remindersStopped: boolean().notNull().default(false),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('policies_user_id_index').on(t.userId),
    index('policies_email_index').on(sql`lower(${t.email})`),
    index('policies_application_index').on(t.applicationKind, t.applicationId),
    index('policies_active_end_date_index')
      .on(t.endDate)
      .where(sql`${t.status} = 'Active'`),
  ],
);

export const afterSaleRequests = pgTable(
  'after_sale_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    policyId: uuid()
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    type: text().notNull(),
    /** The request's answers as checked by afterSaleRequestSchema (the proof file excepted). */
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Extension premium or refund estimate shown to the customer. */
    amountCents: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('after_sale_requests_policy_id_index').on(t.policyId)],
);

export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    policyId: uuid().references(() => policies.id, { onDelete: 'cascade' }),
    applicationKind: text({ enum: ['life', 'travel'] }),
    applicationId: uuid(),
    afterSaleRequestId: uuid().references(() => afterSaleRequests.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    kind: text({ enum: ['insurer', 'application-copy', 'proof', 'reply'] }).notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('policy_documents_policy_id_index').on(t.policyId),
    index('policy_documents_application_index').on(t.applicationKind, t.applicationId),
    index('policy_documents_user_id_index').on(t.userId),
  ],
);

export const policyReminders = pgTable(
  'policy_reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    policyId: uuid()
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** The end date the reminder was about: an extended policy gets its reminders again. */
    endDate: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('policy_reminders_once').on(t.policyId, t.kind, t.endDate)],
);
