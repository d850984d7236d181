// Newsletter subscriptions (platform spec sections 4 and 7, N23): subscribe with a consent record,
// a kind answer for a second subscription, one-click unsubscribe, and the admin's list and export.

import { ADMIN_PAGE_SIZE, totalPagesFor } from '@brokerage/shared/admin/paged-list';
import type { FileDownload, PagedList } from '@brokerage/shared/admin/paged-list';
import { COMPANY } from '@brokerage/shared/company/company-info';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  BAD_UNSUBSCRIBE_LINK_MESSAGE,
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '@brokerage/shared/newsletter/newsletter-schemas';
import { NEWSLETTER_CONSENT_VERSION } from '@brokerage/shared/newsletter/newsletter-consent';
import type { NewsletterRecord, NewsletterSource } from '@brokerage/shared/newsletter/newsletter-schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../admin/record-audit.ts';
import { workbookFile } from '../admin/excel-file.ts';
import type { ContactContext } from '../contact/contact-context.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import {
  countActiveSubscriptions,
  markUnsubscribed,
  selectAllSubscriptions,
  selectSubscription,
  selectSubscriptionPage,
  upsertSubscription,
} from './newsletter.repository.ts';
import type { SubscriptionRow } from './newsletter.repository.ts';
import { isValidUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';

export const NEWSLETTERS_DOWNLOADED = 'Newsletter subscriptions downloaded';

export async function subscribeNewsletter(
  ctx: ContactContext,
  email: string,
  consent: { source: NewsletterSource; ip: string | null },
): Promise<{ message: string }> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const outcome = await upsertSubscription(tx, email, {
      consentSource: consent.source,
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      consentIp: consent.ip,
    });
    if (outcome === 'existing') return { message: ALREADY_SUBSCRIBED_MESSAGE };
    // N23: every newsletter mail names the sender, its address, and a one-click unsubscribe link.
    const link = unsubscribeUrl(ctx.publicUrl, email, ctx.jwtSecret);
    const body = composeMail({
      greeting: 'Hello,',
      paragraphs: [
        `Thank you for subscribing to the ${COMPANY.shortName} newsletter: insurance tips and financial news, about once a month.`,
        'You can withdraw your consent at any time: one click on the link below unsubscribes you at once.',
      ],
      action: { label: 'Unsubscribe', url: link },
    });
    await enqueueMail(tx, { to: email, subject: `Welcome to the ${COMPANY.shortName} newsletter`, ...body });
    return { message: SUBSCRIBED_MESSAGE };
  });
}

export async function unsubscribeNewsletter(
  ctx: ContactContext,
  email: string,
  token: string,
): Promise<{ message: string }> {
  if (!isValidUnsubscribeToken(email, token, ctx.jwtSecret)) {
    throw new AppError('BAD_REQUEST', BAD_UNSUBSCRIBE_LINK_MESSAGE);
  }
  const row = await selectSubscription(ctx.db, email);
  if (row !== undefined && row.unsubscribedAt === null) await markUnsubscribed(ctx.db, email);
  // Same answer when already unsubscribed: the link stays harmless to click twice.
  return { message: UNSUBSCRIBED_MESSAGE };
}

function toRecord(row: SubscriptionRow): NewsletterRecord {
  return {
    email: row.email,
    subscriptionDate: row.subscribedAt.toISOString(),
    consentSource: row.consentSource,
    consentVersion: row.consentVersion,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

export async function listSubscriptions(db: Db, page: number): Promise<PagedList<NewsletterRecord>> {
  const { rows, total } = await selectSubscriptionPage(db, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE);
  return { list: rows.map(toRecord), totalPages: totalPagesFor(total) };
}

export const NEWSLETTER_COLUMNS = [
  'Email',
  'Subscription Date (UTC)',
  'Consent Source',
  'Consent Wording',
  'Consent IP',
  'Unsubscribed On (UTC)',
];

export async function exportSubscriptions(db: Db, adminId: string, now = new Date()): Promise<FileDownload> {
  const rows = await selectAllSubscriptions(db);
  const file = await workbookFile(
    'Subscriptions',
    NEWSLETTER_COLUMNS,
    rows.map((r) => [
      r.email,
      r.subscribedAt.toISOString(),
      r.consentSource,
      r.consentVersion,
      r.consentIp ?? '',
      r.unsubscribedAt?.toISOString() ?? '',
    ]),
  );
  await recordAudit(db, {
    actorId: adminId,
    action: 'export.newsletter-subscriptions',
    details: { rows: rows.length },
  });
  return { file, fileName: `newsletter-subscriptions-${now.toISOString().slice(0, 10)}.xlsx` };
}

export function countSubscriptions(db: Db): Promise<number> {
  return countActiveSubscriptions(db);
}
