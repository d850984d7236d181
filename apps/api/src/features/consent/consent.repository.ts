// The only consent file that touches the database: the consent records' history (ADR 0042, N23).

import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { ConsentRecordTopic, ConsentTopic } from '@brokerage/shared/consent/consent-topics';
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
 * Adds a consent record (N23): history is append-only, so a renewal after unsubscribing is a new
 * row and the earlier one stays as it was. 'existing' when the address already has an active
 * record of the topic: nothing changes (the partial unique index settles a race the same way).
 */
export async function addConsent(
  db: Db,
  topic: ConsentTopic,
  email: string,
  given: ConsentGiven,
): Promise<'created' | 'renewed' | 'existing'> {
  const [active] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(of(topic, email), isNull(consents.unsubscribedAt), isNull(consents.subjectId)));
  if (active) return 'existing';
  const [earlier] = await db.select({ id: consents.id }).from(consents).where(of(topic, email)).limit(1);
  const [created] = await db
    .insert(consents)
    .values({ topic, email, ...given })
    .onConflictDoNothing()
    .returning({ id: consents.id });
  if (!created) return 'existing';
  return earlier ? 'renewed' : 'created';
}

/** The express consent to an application's health questions (N25), tied to the application. */
export async function insertSubjectConsent(
  db: Db,
  topic: ConsentRecordTopic,
  email: string,
  subjectId: string,
  given: ConsentGiven,
): Promise<void> {
  await db.insert(consents).values({ topic, email, subjectId, ...given });
}

/** The consent records given for one application (the staff inbox's lead detail). */
export function selectSubjectConsents(db: Db, subjectId: string): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(eq(consents.subjectId, subjectId))
    .orderBy(asc(consents.consentedAt));
}

/** The address's newest record of the topic. */
export async function selectConsent(
  db: Db,
  topic: ConsentTopic,
  email: string,
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(of(topic, email), isNull(consents.subjectId)))
    .orderBy(desc(consents.consentedAt), desc(consents.id))
    .limit(1);
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

/** The topic's active records (not unsubscribed), oldest first: the mailing list. */
export function selectActiveConsents(db: Db, topic: ConsentTopic): Promise<ConsentRow[]> {
  return db
    .select()
    .from(consents)
    .where(and(eq(consents.topic, topic), isNull(consents.unsubscribedAt)))
    .orderBy(asc(consents.consentedAt));
}

export async function countActiveConsents(db: Db, topic: ConsentTopic): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consents)
    .where(and(eq(consents.topic, topic), isNull(consents.unsubscribedAt)));
  return row?.n ?? 0;
}
