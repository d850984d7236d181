// One consent model for every form that asks for e-mail consent (N23, ADR 0042): the newsletter box
// and the UPDATE ME! box. Giving consent stores the record and queues the first mail, with its
// one-click unsubscribe link, in one transaction; the link withdraws that topic's consent at once.

import type { ConsentTopic } from '@brokerage/shared/consent/consent-topics';
import { HEALTH_CONSENT_VERSION } from '@brokerage/shared/consent/purpose-notices';
import { PROVINCE_UNSUBSCRIBED_MESSAGE } from '@brokerage/shared/content/content-schemas';
import {
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '@brokerage/shared/newsletter/newsletter-schemas';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import {
  addConsent,
  countActiveConsents,
  insertSubjectConsent,
  markUnsubscribed,
  selectActiveConsents,
  selectConsent,
  selectConsentPage,
  selectSubjectConsents,
} from './consent.repository.ts';
import type { ConsentGiven, ConsentRow } from './consent.repository.ts';
import { isValidUnsubscribeToken, oneClickUnsubscribeUrl, unsubscribeUrl } from './unsubscribe-token.ts';

export type { ConsentRow };

/** What consent use cases need besides the request (ContactContext has it). */
export interface ConsentContext {
  db: Db;
  /** Origin for links in mails. */
  publicUrl: string;
  /** Signs one-click unsubscribe links. */
  jwtSecret: string;
}

const UNSUBSCRIBED: Record<ConsentTopic, string> = {
  newsletter: UNSUBSCRIBED_MESSAGE,
  'province-availability': PROVINCE_UNSUBSCRIBED_MESSAGE,
};

/**
 * Stores the consent and queues the first mail of the topic with its unsubscribe link (N23).
 * 'existing' (already consented) changes nothing and mails nothing.
 */
export async function giveConsent(
  ctx: ConsentContext,
  topic: ConsentTopic,
  email: string,
  given: ConsentGiven,
  mail: { subject: string; paragraphs: string[] },
): Promise<'created' | 'renewed' | 'existing'> {
  return inTransaction(ctx.db, async (tx) => {
    const outcome = await addConsent(tx, topic, email, given);
    if (outcome === 'existing') return outcome;
    const link = unsubscribeUrl(ctx.publicUrl, topic, email, ctx.jwtSecret);
    const body = composeMail({
      greeting: 'Hello,',
      paragraphs: mail.paragraphs,
      action: { label: 'Unsubscribe', url: link },
    });
    await enqueueMail(tx, {
      to: email,
      subject: mail.subject,
      ...body,
      headers: listUnsubscribeHeaders(ctx, topic, email),
    });
    return outcome;
  });
}

/**
 * RFC 8058 one-click unsubscribe, on every consent mail: the mailbox provider POSTs
 * `List-Unsubscribe=One-Click` to the URL, which withdraws the topic without a visit (N23).
 */
export function listUnsubscribeHeaders(
  ctx: Pick<ConsentContext, 'publicUrl' | 'jwtSecret'>,
  topic: ConsentTopic,
  email: string,
): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(ctx.publicUrl, topic, email, ctx.jwtSecret)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The one-click link: takes effect at once, and a second click gives the same answer. */
export async function withdrawConsent(
  ctx: ConsentContext,
  topic: ConsentTopic,
  email: string,
  token: string,
): Promise<{ message: string }> {
  if (!isValidUnsubscribeToken(topic, email, token, ctx.jwtSecret)) {
    throw new AppError('BAD_REQUEST', BAD_UNSUBSCRIBE_LINK_MESSAGE);
  }
  if ((await selectConsent(ctx.db, topic, email)) !== undefined) {
    await markUnsubscribed(ctx.db, topic, email);
  }
  return { message: UNSUBSCRIBED[topic] };
}

/** The address's record of a topic, if any (My account > Privacy). */
export function consentOf(db: Db, topic: ConsentTopic, email: string): Promise<ConsentRow | undefined> {
  return selectConsent(db, topic, email);
}

/** Withdraws one topic for a signed-in owner of the address: no link needed; other topics stay. */
export async function withdrawOwnConsent(db: Db, topic: ConsentTopic, email: string): Promise<void> {
  await markUnsubscribed(db, topic, email);
}

/** A page of one topic's consent records, newest first (the admin list). */
export function consentPage(
  db: Db,
  topic: ConsentTopic,
  offset: number,
  limit: number,
): Promise<{ rows: ConsentRow[]; total: number }> {
  return selectConsentPage(db, topic, offset, limit);
}

/** The topic's active consents, oldest first (the admin export: unsubscribed addresses left out). */
export function activeConsents(db: Db, topic: ConsentTopic): Promise<ConsentRow[]> {
  return selectActiveConsents(db, topic);
}

/** What an application's health consent records: the form, the wording shown, the IP (N25). */
export interface HealthConsentGiven {
  email: string;
  /** The application's id. */
  subjectId: string;
  sourceForm: string;
  ipAddress: string | null;
}

/** Stores the express consent to an application's health questions, in the caller's transaction. */
export function recordHealthConsent(db: Db, given: HealthConsentGiven): Promise<void> {
  return insertSubjectConsent(db, 'health-information', given.email, given.subjectId, {
    sourceForm: given.sourceForm,
    wordingVersion: HEALTH_CONSENT_VERSION,
    ipAddress: given.ipAddress,
  });
}

/** The consent records given with one application, for staff (the lead detail). */
export function consentsOfApplication(db: Db, subjectId: string): Promise<ConsentRow[]> {
  return selectSubjectConsents(db, subjectId);
}

/** Addresses that consented to the topic and have not withdrawn (the metrics). */
export function countActiveConsent(db: Db, topic: ConsentTopic): Promise<number> {
  return countActiveConsents(db, topic);
}
