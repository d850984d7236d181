// Site content (N30) and the out-of-province consent records (N23).

import { jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One content document per (kind, key): 'app', 'home', 'testimonials', 'terms', 'policy', 'faqs',
 * 'about' (key 'default'), 'product-page' (key = product slug) and 'blog-post' (key = post id).
 * Seeded from packages/shared/src/content on every start (upsert), served by the content calls.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    body: jsonb('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/** "UPDATE ME!" sign-ups of /province-availability, with the CASL consent record (N23). */
export const provinceSubscriptions = pgTable('province_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  sourceForm: text('source_form').notNull(),
  wordingVersion: text('wording_version').notNull(),
  ipAddress: text('ip_address').notNull(),
});
