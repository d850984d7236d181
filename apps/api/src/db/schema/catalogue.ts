// Product and insurer catalogues (N6, N7). The shared package is the source; these tables exist
// so that leads, bookings and quotes can reference them with foreign keys.

import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const products = pgTable('products', {
  /** 1 to 30; a lead's or booking's `products` field holds this value (N6). */
  value: integer('value').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  productGroup: text('product_group').notNull(),
});

export const insurers = pgTable('insurers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});
