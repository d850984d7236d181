// Travel and visitor insurance: rate tables and plans (N8, N9), stored quote requests and
// applications (product-flows sections 3 and 7).

import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { insurers, products } from './catalogue.ts';

/** One rate file and the version loaded from it; `source` is 'sample' until staff import real sheets (N8). */
export const travelRateTables = pgTable('travel_rate_tables', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  source: text('source').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A plan with its whole rating (the shared RatePlan shape) and its benefit summary. */
export const travelPlans = pgTable('travel_plans', {
  planCode: text('plan_code').primaryKey(),
  kind: text('kind').notNull(),
  insurerCode: text('insurer_code')
    .notNull()
    .references(() => insurers.code),
  policyName: text('policy_name').notNull().unique(),
  /** The rate file holding the plan's rates (travel_rate_tables.name). */
  rateTable: text('rate_table').notNull(),
  rating: jsonb('rating').notNull(),
  benefits: jsonb('benefits').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every quote request with its result and the rate-table versions it used (N8). */
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

/**
 * Every quote request with its result (issue 7): `resultId` names the stored answer; rows from
 * before results were shared hold theirs in `result` and `rate_versions`.
 */
export const travelQuoteRequests = pgTable('travel_quote_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  product: text('product').notNull(),
  request: jsonb('request').notNull(),
  resultId: integer('result_id').references(() => travelQuoteResults.id),
  result: jsonb('result'),
  rateVersions: jsonb('rate_versions'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Visitors, students and travellers applications (product-flows section 3); personal data (N25). */
export const travelApplications = pgTable('travel_applications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** 'visitors', 'students' or 'travellers'. */
  form: text('form').notNull(),
  productValue: integer('product_value')
    .notNull()
    .references(() => products.value),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
