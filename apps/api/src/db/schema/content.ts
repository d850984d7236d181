// Site content (N30). The UPDATE ME! consent records are in consent.ts.

import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
