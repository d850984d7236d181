// The consent records (N23, N25, ADR 0042) of every form that asks for consent: the newsletter box,
// the UPDATE ME! box of /province-availability and the applications' health consent, in one table.

import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_RECORD_TOPICS } from '@brokerage/shared/consent/consent-topics';

/**
 * One row per consent given: who agreed (time, source form, wording version, IP) and, once they
 * unsubscribe, when. A history (migration 0018): subscribing again adds a row, so at most one row
 * per topic and address is active. A health consent names its application (`subjectId`).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    topic: text({ enum: CONSENT_RECORD_TOPICS }).notNull(),
    email: text().notNull(),
    /** The form that asked: 'footer', 'province-availability', 'life-application', ... */
    sourceForm: text().notNull(),
    wordingVersion: text().notNull(),
    ipAddress: text(),
    consentedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** The application a health consent was given for (life or travel application id). */
    subjectId: uuid(),
  },
  (t) => [
    uniqueIndex('consents_active_topic_email_unique')
      .on(t.topic, t.email)
      .where(sql`${t.unsubscribedAt} IS NULL AND ${t.subjectId} IS NULL`),
    index().on(t.topic, t.consentedAt),
    index().on(t.email),
    index().on(t.subjectId),
  ],
);
