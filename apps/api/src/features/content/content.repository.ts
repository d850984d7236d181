// The only file of the content feature that touches the database.

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentEntries } from '../../db/schema/content.ts';
import { forgetContent } from './content-cache.ts';

export interface ContentEntry {
  kind: string;
  key: string;
  body: unknown;
}

/** Upserts every entry (idempotent: a second run changes nothing but updated_at of changed rows). */
export async function upsertContentEntries(db: Db, entries: ContentEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(contentEntries)
    .values(entries)
    .onConflictDoUpdate({
      target: [contentEntries.kind, contentEntries.key],
      set: { body: sql`excluded.body`, updatedAt: sql`now()` },
      setWhere: sql`${contentEntries.body} is distinct from excluded.body`,
    });
  // The content calls answer from memory (content-cache.ts): a write makes them read again.
  forgetContent(db);
}

export async function findContentEntry(db: Db, kind: string, key: string): Promise<unknown> {
  const rows = await db
    .select({ body: contentEntries.body })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.key, key)))
    .limit(1);
  return rows[0]?.body;
}

export async function listContentEntries(db: Db, kind: string): Promise<unknown[]> {
  const rows = await db
    .select({ body: contentEntries.body })
    .from(contentEntries)
    .where(eq(contentEntries.kind, kind))
    .orderBy(asc(contentEntries.key));
  return rows.map((r) => r.body);
}
