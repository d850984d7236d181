// GET /api/admin/inbox/:id: the lead in sections staff read (lead-sections.ts), its timeline, the
// mails sent to the customer, the same person's other leads and applications (same e-mail or
// phone) and their quotes.

import type { AccountQuote } from '@brokerage/shared/accounts/my-account-schemas';
import { quoteAnswersInWords, quoteProductName } from '@brokerage/shared/accounts/quote-words';
import { formatCad } from '@brokerage/shared/money/cents';
import type { InboxKind } from '@brokerage/shared/staff-inbox/inbox-options';
import type { InboxDetail, RelatedQuote } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { quotesOfPerson } from '../accounts/my-account.ts';
import type { ConsentRecordTopic } from '@brokerage/shared/consent/consent-topics';
import type { LeadSection } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { consentsOfApplication } from '../consent/manage-consent.ts';
import type { ConsentRow } from '../consent/manage-consent.ts';
import { mailsSentTo } from '../mail/mails-sent-to.ts';
import { toInboxRow, torontoTime } from './inbox-view.ts';
import { leadSections } from './lead-sections.ts';
import { LEAD_NOT_FOUND } from './change-lead-status.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import {
  selectEvents,
  selectInboxItem,
  selectRelatedItems,
  selectSourceRow,
} from './staff-inbox.repository.ts';

const SOURCE_TABLES: Record<InboxKind, string> = {
  contact: 'contact_requests',
  service: 'service_inquiries',
  booking: 'appointments',
  'life-application': 'life_applications',
  'travel-application': 'travel_applications',
  'emailed-quote': 'emailed_quote_requests',
  'after-sale': 'after_sale_requests',
};

const QUOTES_SHOWN = 20;

/** One of the person's quotes in a line: its answers in words (site date format), best premium. */
export function relatedQuoteOf(quote: AccountQuote): RelatedQuote {
  const answers = quoteAnswersInWords(quote.product, quote.request);
  const parts = [
    ...(answers === '' ? [] : [answers]),
    quote.bestPremiumCents === null ? 'no plan offered' : `best premium ${formatCad(quote.bestPremiumCents)}`,
  ];
  return {
    id: quote.id,
    kind: quote.kind,
    productName: quoteProductName(quote.product),
    createdAt: quote.createdAt,
    summary: parts.join(' · '),
  };
}

const CONSENT_LABELS: Partial<Record<ConsentRecordTopic, string>> = {
  'health-information': 'Health information consent',
};

/** An application's consent records as fields: what was agreed, when, under which wording (N25). */
export function consentFields(records: ConsentRow[]): { label: string; value: string }[] {
  return records.map((record) => ({
    label: CONSENT_LABELS[record.topic] ?? record.topic,
    value: [
      `Given ${torontoTime(record.consentedAt.toISOString())}`,
      `wording ${record.wordingVersion}`,
      `form ${record.sourceForm}`,
      ...(record.unsubscribedAt === null
        ? []
        : [`withdrawn ${torontoTime(record.unsubscribedAt.toISOString())}`]),
    ].join(', '),
  }));
}

/** Consent records belong with the application they were given for. */
function withConsents(sections: LeadSection[], fields: { label: string; value: string }[]): LeadSection[] {
  if (fields.length === 0) return sections;
  if (!sections.some((section) => section.id === 'application')) {
    return [...sections, { id: 'application', title: 'Quote or application', fields }];
  }
  return sections.map((section) =>
    section.id === 'application' ? { ...section, fields: [...section.fields, ...fields] } : section,
  );
}

const APPLICATION_KINDS: ReadonlySet<InboxKind> = new Set(['life-application', 'travel-application']);

export async function leadDetail(db: Db, id: string, now = new Date()): Promise<InboxDetail> {
  const item = await selectInboxItem(db, id);
  if (item === undefined) throw notFound(LEAD_NOT_FOUND);
  const [source, events, mails, related, consents, insurers] = await Promise.all([
    selectSourceRow(db, SOURCE_TABLES[item.kind], item.sourceId),
    selectEvents(db, id),
    mailsSentTo(db, item.email),
    selectRelatedItems(db, item, 20),
    APPLICATION_KINDS.has(item.kind) ? consentsOfApplication(db, item.sourceId) : Promise.resolve([]),
    insurerDirectory(db),
  ]);
  const userId = typeof source?.user_id === 'string' ? source.user_id : null;
  const quotes = await quotesOfPerson({ db }, { userId, email: item.email }, QUOTES_SHOWN);
  return {
    row: toInboxRow(item, now),
    sections: withConsents(
      source === undefined ? [] : leadSections(item.kind, source, insurers.names),
      consentFields(consents),
    ),
    timeline: [
      {
        id: `${id}-received`,
        kind: 'received',
        status: null,
        note: '',
        noteToCustomer: false,
        actorName: null,
        createdAt: item.receivedAt.toISOString(),
      },
      ...events.map((event) => ({
        id: event.id,
        kind: event.kind,
        status: event.status,
        note: event.note,
        noteToCustomer: event.noteToCustomer,
        actorName: event.actorName,
        createdAt: event.createdAt.toISOString(),
      })),
    ],
    mails,
    related: related.map((row) => toInboxRow(row, now)),
    quotes: quotes.map(relatedQuoteOf),
  };
}
