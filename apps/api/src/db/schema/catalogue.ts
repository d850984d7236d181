// Product and insurer catalogues (N6, N7). Products come from the shared package; insurers are
// data staff keep in the admin area, seeded once from the shared list (ADR 0097).

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const products = pgTable('products', {
  /** 1 to 30; a lead's or booking's `products` field holds this value (N6). */
  value: integer('value').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  productGroup: text('product_group').notNull(),
});

/** No personal data; every change is in the audit log (N25). */
export const insurers = pgTable('insurers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** The logo image as a data: URL ('' when none), ADR 0097. */
  logoUrl: text('logo_url').notNull().default(''),
  website: text('website').notNull().default(''),
  /** What the site must say about the insurer (commissions, licensing), shown on the About page. */
  disclosures: text('disclosures').notNull().default(''),
  /** Set when staff retire it: left out of new quotes and imports, kept for the records citing it. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
