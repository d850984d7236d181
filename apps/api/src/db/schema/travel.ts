// Travel and visitor insurance: rate tables and plans (N8, N9), stored quote requests and
// applications (product-flows sections 3 and 7).

import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { insurers, products } from './catalogue.ts';

/**
 * One rate file under one version; `source` is 'sample' until staff import real sheets (N8). A
 * version is never changed or removed: a new sheet adds a row and only `active` moves (ADR 0061),
 * like the life tables.
 */
export const travelRateTables = pgTable(
  'travel_rate_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    source: text('source').notNull(),
    active: boolean('active').notNull().default(true),
    /** The insurer an import covered, the other insurers' plans carried over (ADR 0097); null: all. */
    coversInsurer: text('covers_insurer'),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.name, t.version), index().on(t.name, t.active)],
);

/**
 * A plan with its whole rating (the shared RatePlan shape) and its benefit summary, as priced by
 * one set of table versions: `rateKey` names the versions of the plans, deductibles and benefits
 * tables and of the plan's rate table (travelRateKey), which a stored quote cites. Never updated.
 */
export const travelPlans = pgTable(
  'travel_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rateKey: text('rate_key').notNull(),
    planCode: text('plan_code').notNull(),
    kind: text('kind').notNull(),
    insurerCode: text('insurer_code')
      .notNull()
      .references(() => insurers.code),
    policyName: text('policy_name').notNull(),
    /** The rate file holding the plan's rates (travel_rate_tables.name). */
    rateTable: text('rate_table').notNull(),
    rating: jsonb('rating').notNull(),
    benefits: jsonb('benefits').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.rateKey, t.planCode), index().on(t.rateKey, t.kind)],
);

/**
 * One priced answer with the rate-table versions that priced it. Identical requests of a day share
 * one (ADR 0053), so each is stored once and every request row points at it.
 */
export const travelQuoteResults = pgTable('travel_quote_results', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  product: text('product').notNull(),
  result: jsonb('result').notNull(),
  rateVersions: jsonb('rate_versions').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every quote request (N8); `resultId` names its stored answer with the versions that priced it. */
export const travelQuoteRequests = pgTable(
  'travel_quote_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The id the browser keeps and claims: random, unlike `id`, so it cannot be guessed. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    product: text('product').notNull(),
    request: jsonb('request').notNull(),
    resultId: integer('result_id')
      .notNull()
      .references(() => travelQuoteResults.id),
    /** The account that ran or later claimed the quote; one account at most. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), uniqueIndex('travel_quote_requests_public_id_unique').on(t.publicId)],
);

/** A person insured with the applicant: person 2 and persons 3 to 7 (product-flows section 3). */
export interface TravelInsuredPerson {
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  gender: string;
  /** 'yes' or 'no'. */
  preExistingCondition: string;
}

/**
 * Visitors, students and travellers applications (product-flows section 3); personal data (N25).
 * The life application pattern (ADR 0061): UUID key, the applicant in typed columns, money in cents,
 * dates as 'YYYY-MM-DD'; a column is null when the form does not ask it.
 */
export const travelApplications = pgTable(
  'travel_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'visitors', 'students' or 'travellers'. */
    form: text().notNull(),
    productValue: integer()
      .notNull()
      .references(() => products.value),
    /** 'single', 'two-persons' or 'family' (students: 'single'). */
    insured: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    gender: text().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    preExistingCondition: text().notNull(),
    /** Students only. */
    age: integer(),
    canadianAddress: text().notNull(),
    province: text().notNull(),
    postalCode: text().notNull(),
    canadianNumber: text().notNull(),
    beneficiaryName: text(),
    finalContactName: text().notNull(),
    finalContactNumber: text(),
    contactTime: text().notNull(),
    homeCountry: text(),
    destinationCountry: text(),
    arrivalDate: date({ mode: 'string' }),
    departureDate: date({ mode: 'string' }).notNull(),
    policyEffectiveDate: date({ mode: 'string' }).notNull(),
    expiryDate: date({ mode: 'string' }),
    coverageCents: integer(),
    deductibleCents: integer(),
    /**
     * The cited quote and plan (ADR 0088): the quote's public id (travel_quote_requests.public_id,
     * no foreign key: the retention job may remove the quote first), the plan, its premium priced
     * again from the quote's rate versions (one amount, or one per medical rate category) and the
     * version of the plan's rate table. Null on applications sent without a citation.
     */
    quoteId: uuid(),
    planCode: text(),
    insurerCode: text(),
    policyName: text(),
    premiumCents: integer().array(),
    rateVersion: text(),
    /** Person 2, then persons 3 to 7, in the order of the form. */
    otherPersons: jsonb().$type<TravelInsuredPerson[]>().notNull().default([]),
    /** The declarations accepted, as worded then, and the typed-name signature (migration 0029). */
    declarations: jsonb().$type<{ id: string; text: string }[]>(),
    signature: text(),
    /** The account that applied while signed in; null for a guest. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.userId)],
);
