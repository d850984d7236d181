// Newsletter subscriptions (platform spec sections 4 and 7, N23): subscribe with a consent record,
// a kind answer for a second subscription, and the admin's list and export. The consent model and
// the one-click unsubscribe are the consent feature's (ADR 0042).

import { ADMIN_PAGE_SIZE, totalPagesFor } from '@brokerage/shared/admin/paged-list';
import type { FileDownload, PagedList } from '@brokerage/shared/admin/paged-list';
import { COMPANY } from '@brokerage/shared/company/company-info';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  SUBSCRIBED_MESSAGE,
} from '@brokerage/shared/newsletter/newsletter-schemas';
import { NEWSLETTER_CONSENT_VERSION } from '@brokerage/shared/newsletter/newsletter-consent';
import type { NewsletterRecord, NewsletterSource } from '@brokerage/shared/newsletter/newsletter-schemas';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { workbookFile } from '../../lib/excel-file.ts';
import { activeConsents, consentPage, countActiveConsent, giveConsent } from '../consent/manage-consent.ts';
import type { ConsentContext, ConsentRow } from '../consent/manage-consent.ts';

export const NEWSLETTERS_DOWNLOADED = 'Newsletter subscriptions downloaded';

export async function subscribeNewsletter(
  ctx: ConsentContext,
  email: string,
  /** The form that asked: a footer box, or My account > Privacy ('my-account'). */
  consent: { source: NewsletterSource | 'my-account'; ip: string | null },
): Promise<{ message: string }> {
  // N23: every newsletter mail names the sender, its address, and a one-click unsubscribe link.
  const outcome = await giveConsent(
    ctx,
    'newsletter',
    email,
    { sourceForm: consent.source, wordingVersion: NEWSLETTER_CONSENT_VERSION, ipAddress: consent.ip },
    {
      subject: `Welcome to the ${COMPANY.shortName} newsletter`,
      paragraphs: [
        `Thank you for subscribing to the ${COMPANY.shortName} newsletter: insurance tips and financial news, about once a month.`,
        'You can withdraw your consent at any time: one click on the link below unsubscribes you at once.',
      ],
    },
  );
  return { message: outcome === 'existing' ? ALREADY_SUBSCRIBED_MESSAGE : SUBSCRIBED_MESSAGE };
}

function toRecord(row: ConsentRow): NewsletterRecord {
  return {
    email: row.email,
    subscriptionDate: row.consentedAt.toISOString(),
    consentSource: row.sourceForm,
    consentVersion: row.wordingVersion,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

export async function listSubscriptions(db: Db, page: number): Promise<PagedList<NewsletterRecord>> {
  const { rows, total } = await consentPage(db, 'newsletter', (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE);
  return { list: rows.map(toRecord), totalPages: totalPagesFor(total) };
}

export const NEWSLETTER_COLUMNS = [
  'Email',
  'Subscription Date (UTC)',
  'Consent Source',
  'Consent Wording',
  'Consent IP',
];

export async function exportSubscriptions(db: Db, adminId: string, now = new Date()): Promise<FileDownload> {
  // The mailing list: unsubscribed addresses are left out (CASL, N23).
  const rows = await activeConsents(db, 'newsletter');
  const file = await workbookFile(
    'Subscriptions',
    NEWSLETTER_COLUMNS,
    rows.map((r) => [
      r.email,
      r.consentedAt.toISOString(),
      r.sourceForm,
      r.wordingVersion,
      r.ipAddress ?? '',
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
  return countActiveConsent(db, 'newsletter');
}
