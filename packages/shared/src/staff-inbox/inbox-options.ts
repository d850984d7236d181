// The inbox's lead kinds, statuses, sorts and paging: plain values without zod, so the inbox page
// renders its filters and rows before it loads any schema (ADR 0147). inbox-schemas.ts builds the
// schemas over them.

import type { InboxQuery } from './inbox-schemas.ts';
import { APPLICATION_STATUSES, LEAD_STATUSES } from './inbox-statuses.ts';

export { APPLICATION_STATUSES, LEAD_STATUSES };
export type { ApplicationStatus } from './inbox-statuses.ts';

export const INBOX_KINDS = [
  'contact',
  'service',
  'booking',
  'life-application',
  'travel-application',
  'emailed-quote',
  'after-sale',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  contact: 'Contact request',
  service: 'Lead form',
  booking: 'Booked call',
  'life-application': 'Life application',
  'travel-application': 'Travel application',
  'emailed-quote': 'E-mailed quote',
  'after-sale': 'After-sale request',
};

export const INBOX_STATUSES = [...LEAD_STATUSES, ...APPLICATION_STATUSES] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Statuses still waiting for the first reply: the 24-hour promise applies to these only. */
export const AWAITING_REPLY_STATUSES = ['Pending', 'Received'] as const satisfies readonly InboxStatus[];

export function isApplicationKind(kind: InboxKind): boolean {
  return kind === 'life-application' || kind === 'travel-application';
}

export function statusesFor(kind: InboxKind): readonly InboxStatus[] {
  return isApplicationKind(kind) ? APPLICATION_STATUSES : LEAD_STATUSES;
}

/** The kinds of lead that carry a province (the others have none; migration 0028 checks it). */
export const KINDS_WITH_PROVINCE = [
  'life-application',
  'travel-application',
  'after-sale',
] as const satisfies readonly InboxKind[];

/**
 * The kinds a combination of filters can match: a status belongs to some kinds only, a province to
 * the kinds that carry one (migration 0028 checks both). An empty list: nothing can match.
 */
export function kindsMatching(filters: {
  type?: InboxKind | undefined;
  status?: string | undefined;
  province?: string | undefined;
}): InboxKind[] {
  return INBOX_KINDS.filter(
    (kind) =>
      (filters.type === undefined || filters.type === kind) &&
      (filters.status === undefined || (statusesFor(kind) as readonly string[]).includes(filters.status)) &&
      (filters.province === undefined || (KINDS_WITH_PROVINCE as readonly string[]).includes(kind)),
  );
}

export const INBOX_SORTS = ['-received', 'received', 'due', '-due', 'name', '-name'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const INBOX_PAGE_SIZE = 25;
/**
 * Matches counted and paged at most (the inbox benchmark, ADR 0091): a count or an offset past
 * this costs a scan of the whole match; staff narrow the view or reverse the sort instead.
 */
export const INBOX_COUNT_CAP = 5_000;
export const INBOX_MAX_PAGE = INBOX_COUNT_CAP / INBOX_PAGE_SIZE;
export const INBOX_SEARCH_MAX = 100;

/** The view without filters, search or sort: what `inboxQuerySchema().parse({})` answers. */
export const DEFAULT_INBOX_QUERY: InboxQuery = { q: undefined, sort: '-received', page: 1, overdue: false };
