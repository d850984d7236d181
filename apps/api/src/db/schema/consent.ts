// The CASL consent records (N23, ADR 0042) of every form that asks for e-mail consent: the
// newsletter box and the UPDATE ME! box of /province-availability, in one table.

import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_TOPICS } from '@brokerage/shared/consent/consent-topics';

/**
 * One row per topic and address: who agreed (time, source form, wording version, IP) and, once
 * they unsubscribe, when. Subscribing again after unsubscribing renews the record.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    topic: text({ enum: CONSENT_TOPICS }).notNull(),
    email: text().notNull(),
    /** The form that asked: 'footer' or 'province-availability'. */
    sourceForm: text().notNull(),
    wordingVersion: text().notNull(),
    ipAddress: text(),
    consentedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique('consents_topic_email_unique').on(t.topic, t.email), index().on(t.topic, t.consentedAt)],
);
