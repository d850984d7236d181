// Contact requests, appointments, services inquiries and the admin audit log (platform spec
// sections 3 and 4; N15, N25). The newsletter's consent records are in consent.ts.

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const RECORD_STATUSES = ['Pending', 'In Progress', 'Completed'] as const;

/** Free key/value details shown to staff beside a record. */
export type DetailPairs = { key: string; value: string }[];

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    /** Product values 1 to 30 (N6). */
    products: jsonb().$type<number[]>().notNull(),
    message: text().notNull().default(''),
    status: text({ enum: RECORD_STATUSES }).notNull().default('Pending'),
    additionalInfo: jsonb().$type<DetailPairs>().notNull().default([]),
    /** The account that sent it while signed in; null for a guest. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.status), index().on(t.userId)],
);

/**
 * One row per booking (N15). The unique (slot_start, seat) pair, with seats taken from 1 to the
 * configured capacity, is what makes overbooking impossible in the database. A cancelled booking
 * keeps its row with no seat (NULLs never collide), so its seat is free again.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid().primaryKey().defaultRandom(),
    slotStart: timestamp({ withTimezone: true }).notNull(),
    slotEnd: timestamp({ withTimezone: true }).notNull(),
    /** Null once cancelled. */
    seat: integer(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    products: jsonb().$type<number[]>().notNull(),
    message: text().notNull().default(''),
    status: text({ enum: RECORD_STATUSES }).notNull().default('Pending'),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The .ics SEQUENCE of the last invitation sent; each change sends a higher one (RFC 5545). */
    sequence: integer().notNull().default(0),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('appointments_slot_seat_unique').on(t.slotStart, t.seat),
    check('appointments_seat_positive', sql`${t.seat} >= 1`),
    check('appointments_seat_until_cancelled', sql`(${t.seat} IS NULL) = (${t.cancelledAt} IS NOT NULL)`),
    index('appointments_user').on(t.userId),
  ],
);

/** Leads from the products' lead forms (written through createServiceInquiry). */
export const serviceInquiries = pgTable(
  'service_inquiries',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The lead form's product (N6). */
    product: integer().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    message: text().notNull().default(''),
    details: jsonb().$type<DetailPairs>().notNull().default([]),
    status: text({ enum: RECORD_STATUSES }).notNull().default('Pending'),
    /** The account that sent it while signed in; null for a guest. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.product), index().on(t.userId)],
);

export const NOTE_SUBJECTS = ['contact', 'appointment'] as const;

/** The notes history of a contact or appointment: each status change with its note. */
export const statusNotes = pgTable(
  'status_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    subjectType: text({ enum: NOTE_SUBJECTS }).notNull(),
    subjectId: uuid().notNull(),
    status: text({ enum: RECORD_STATUSES }).notNull(),
    note: text().notNull(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.subjectType, t.subjectId)],
);

/** Who did what and when in the admin area: status changes and every export (N25). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    target: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);
