// Life quoting (N8, N11, N13): rate tables loaded from the committed CSV files, every quote request
// with its result and the rate versions used, and life applications.

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LifePlanDetails } from '@brokerage/shared/life-quote/plan-details';
import { users } from './accounts.ts';

/**
 * One product's rate table under one version. The seed's newest sample is active; a staff import
 * waits inactive until staff make it active after its preview, and any version can be made active
 * again (ADR 0116).
 */
export const lifeRateTables = pgTable(
  'life_rate_tables',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Life product slug (whole-life, term-life, ...). */
    product: text().notNull(),
    version: text().notNull(),
    /** 'sample' for the generated demonstration tables (N8). */
    source: text().notNull(),
    active: boolean().notNull().default(true),
    /** The insurer an import covered, the others' rows carried over (ADR 0116); null: all. */
    coversInsurer: text(),
    loadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.product, t.version), index().on(t.product, t.active)],
);

/** One rate curve: a plan's annual rates per 1,000 by age for one period, gender and smoker class. */
export const lifeRates = pgTable(
  'life_rates',
  {
    id: uuid().primaryKey().defaultRandom(),
    tableId: uuid()
      .notNull()
      .references(() => lifeRateTables.id, { onDelete: 'cascade' }),
    insurerCode: text().notNull(),
    planCode: text().notNull(),
    planName: text().notNull(),
    paymentPeriod: integer().notNull(),
    gender: text().notNull(),
    smoker: boolean().notNull(),
    /** Critical illness only; null otherwise. */
    illnessCovered: text(),
    minAge: integer().notNull(),
    /** Ten-thousandths of a dollar per 1,000 of coverage, by age from minAge. */
    annualRatesPer1000: jsonb().$type<number[]>().notNull(),
    policyFeeCents: integer().notNull(),
    /** Renewal, conversion, underwriting, limits, riders, notes; null for sheets without them. */
    planDetails: jsonb().$type<LifePlanDetails>(),
  },
  (t) => [index().on(t.tableId, t.gender, t.smoker)],
);

/** Every quote request, answered or refused, with the rate versions that priced it (N8). */
export const lifeQuoteRequests = pgTable(
  'life_quote_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    product: text().notNull(),
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The answer (short and detail quotes, cents); null when refused. */
    result: jsonb().$type<Record<string, unknown>>(),
    /** Why the request was refused; null when answered. */
    refusal: text(),
    rateVersions: jsonb().$type<string[]>().notNull().default([]),
    /** The account that ran or later claimed the quote; one account at most. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.product, t.createdAt), index().on(t.userId)],
);

/**
 * "E-mail me my quotes" requests: a person's address and what they asked about, a lead
 * in the staff inbox (trigger of migration 0012). `quoteRequestId` names the priced request in
 * life_quote_requests; no foreign key, because quote requests are stored by group commit and may
 * land a moment later, and retention removes both on the same schedule.
 */
export const emailedQuoteRequests = pgTable(
  'emailed_quote_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Life quote slug, e.g. 'term-life'. */
    product: text().notNull(),
    /** N6 value of the product. */
    productValue: integer().notNull(),
    email: text().notNull(),
    quoteRequestId: uuid().notNull(),
    coverageCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.email)],
);

/** Life applications (N13); the admin area lists them (see listLifeApplications). */
export const lifeApplications = pgTable(
  'life_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null once the customer deleted the account: the application stays for staff (ADR 0092). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    product: text().notNull(),
    /** N6 value of the product. */
    productValue: integer().notNull(),
    quote: jsonb().$type<Record<string, unknown>>().notNull(),
    plan: jsonb().$type<Record<string, unknown>>().notNull(),
    coverageCents: integer().notNull(),
    premiumCents: integer(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    province: text().notNull(),
    postalCode: text().notNull(),
    beneficiaryName: text(),
    contactTime: text().notNull(),
    status: text().notNull().default('Pending'),
    /** The declarations accepted, as worded then, and the typed-name signature (migration 0029). */
    declarations: jsonb().$type<{ id: string; text: string }[]>(),
    signature: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.userId)],
);
