// GET /api/admin/inbox/:id: every field of the lead, its timeline, the mails sent to the customer
// and the same person's other leads and applications (same e-mail or phone), issue 16.

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import type { ConsentRecordTopic } from '@brokerage/shared/consent/consent-topics';
import type { InboxDetail, InboxKind } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { consentsOfApplication } from '../consent/manage-consent.ts';
import type { ConsentRow } from '../consent/manage-consent.ts';
import { mailsSentTo } from '../mail/mails-sent-to.ts';
import { toInboxRow, torontoTime } from './inbox-view.ts';
import { LEAD_NOT_FOUND } from './change-lead-status.ts';
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
};

// Internal keys staff have no use for.
const HIDDEN_KEYS = new Set(['id', 'user_id', 'seat', 'sequence', 'updated_at', 'status']);

/** 'first_name' -> 'First name'; 'person1FirstName' -> 'Person1 first name'. */
function labelOf(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (
    Array.isArray(value) &&
    value.every((v) => typeof v === 'object' && v !== null && 'key' in v && 'value' in v)
  ) {
    return (value as { key: unknown; value: unknown }[])
      .map((v) => `${textOf(v.key)}: ${textOf(v.value)}`)
      .join('; ');
  }
  // A list of records, e.g. the other persons of a travel application: one record per '; '.
  if (Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))) {
    return (value as Record<string, unknown>[])
      .map((v) => Object.values(v).map(textOf).filter(Boolean).join(', '))
      .join('; ');
  }
  return JSON.stringify(value);
}

/** The source row's fields, every column with a label (applications are typed columns, ADR 0061). */
export function fieldsOf(row: Record<string, unknown>): { key: string; value: string }[] {
  const fields: { key: string; value: string }[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN_KEYS.has(key)) continue;
    const text =
      key === 'products' && Array.isArray(value)
        ? value.map((v) => findProductByValue(Number(v))?.name ?? String(v)).join(', ')
        : key.endsWith('_at') && typeof value === 'string'
          ? torontoTime(value)
          : textOf(value);
    if (text !== '') fields.push({ key: labelOf(key), value: text });
  }
  return fields;
}

const CONSENT_LABELS: Partial<Record<ConsentRecordTopic, string>> = {
  'health-information': 'Health information consent',
};

/** An application's consent records as fields: what was agreed, when, under which wording (N25). */
export function consentFields(records: ConsentRow[]): { key: string; value: string }[] {
  return records.map((record) => ({
    key: CONSENT_LABELS[record.topic] ?? labelOf(record.topic),
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

const APPLICATION_KINDS: ReadonlySet<InboxKind> = new Set(['life-application', 'travel-application']);

export async function leadDetail(db: Db, id: string, now = new Date()): Promise<InboxDetail> {
  const item = await selectInboxItem(db, id);
  if (item === undefined) throw notFound(LEAD_NOT_FOUND);
  const [source, events, mails, related, consents] = await Promise.all([
    selectSourceRow(db, SOURCE_TABLES[item.kind], item.sourceId),
    selectEvents(db, id),
    mailsSentTo(db, item.email),
    selectRelatedItems(db, item, 20),
    APPLICATION_KINDS.has(item.kind) ? consentsOfApplication(db, item.sourceId) : Promise.resolve([]),
  ]);
  return {
    row: toInboxRow(item, now),
    fields: [...(source === undefined ? [] : fieldsOf(source)), ...consentFields(consents)],
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
  };
}
