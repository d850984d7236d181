// The only file of the content feature that touches the database.

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentEntries, provinceSubscriptions } from '../../db/schema/content.ts';

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

export interface ProvinceSubscriptionRecord {
  email: string;
  sourceForm: string;
  wordingVersion: string;
  ipAddress: string;
}

/** One record per e-mail; subscribing again renews the consent record (time, wording, IP). */
export async function saveProvinceSubscription(db: Db, record: ProvinceSubscriptionRecord): Promise<void> {
  await db
    .insert(provinceSubscriptions)
    .values(record)
    .onConflictDoUpdate({
      target: provinceSubscriptions.email,
      set: {
        consentedAt: sql`now()`,
        sourceForm: sql`excluded.source_form`,
        wordingVersion: sql`excluded.wording_version`,
        ipAddress: sql`excluded.ip_address`,
      },
    });
}

export async function findProvinceSubscription(db: Db, email: string) {
  const rows = await db.select().from(provinceSubscriptions).where(eq(provinceSubscriptions.email, email));
  return rows[0];
}
