// The only consent file that touches the database: one record per topic and address (ADR 0042).

import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ConsentTopic } from '@brokerage/shared/consent/consent-topics';
import type { Db } from '../../db/client.ts';
import { consents } from '../../db/schema/consent.ts';

export type ConsentRow = typeof consents.$inferSelect;

/** What the person agreed to, from which form, under which wording, from which IP (N23). */
export interface ConsentGiven {
  sourceForm: string;
  wordingVersion: string;
  ipAddress: string | null;
}

const of = (topic: ConsentTopic, email: string) => and(eq(consents.topic, topic), eq(consents.email, email));

/**
 * A new consent, or a renewed one for an address that had unsubscribed (with the new record).
 * 'existing' when the address already consented to the topic: nothing changes.
 */
export async function upsertConsent(
  db: Db,
  topic: ConsentTopic,
  email: string,
  given: ConsentGiven,
): Promise<'created' | 'renewed' | 'existing'> {
  const [created] = await db
    .insert(consents)
    .values({ topic, email, ...given })
    .onConflictDoNothing({ target: [consents.topic, consents.email] })
    .returning({ id: consents.id });
  if (created) return 'created';
  const [renewed] = await db
    .update(consents)
    .set({ ...given, consentedAt: new Date(), unsubscribedAt: null })
    .where(and(of(topic, email), isNotNull(consents.unsubscribedAt)))
    .returning({ id: consents.id });
  return renewed ? 'renewed' : 'existing';
}

export async function selectConsent(
  db: Db,
  topic: ConsentTopic,
  email: string,
): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(consents).where(of(topic, email));
  return row;
}

/** Marks the consent withdrawn; only a record still active changes (a second click keeps the time). */
export async function markUnsubscribed(db: Db, topic: ConsentTopic, email: string): Promise<void> {
  await db
    .update(consents)
    .set({ unsubscribedAt: new Date() })
    .where(and(of(topic, email), isNull(consents.unsubscribedAt)));
}

export async function selectConsentPage(
  db: Db,
  topic: ConsentTopic,
  offset: number,
  limit: number,
): Promise<{ rows: ConsentRow[]; total: number }> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.topic, topic))
    .orderBy(desc(consents.consentedAt), desc(consents.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(consents).where(eq(consents.topic, topic));
  return { rows, total: total?.n ?? 0 };
}

export function selectAllConsents(db: Db, topic: ConsentTopic): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.topic, topic)).orderBy(asc(consents.consentedAt));
}

export async function countActiveConsents(db: Db, topic: ConsentTopic): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consents)
    .where(and(eq(consents.topic, topic), isNull(consents.unsubscribedAt)));
  return row?.n ?? 0;
}
