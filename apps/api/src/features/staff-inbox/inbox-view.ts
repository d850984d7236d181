// Turns the inbox query (URL and API share it) into a repository filter, and rows into what the
// page shows: due-by counted in working hours and its state at `now` (ADR 0091).
//
// Due-by is not stored: it is a non-decreasing function of the received time, so sorting by it is
// sorting by received time, and "overdue at now" is "received at or before now minus 24 working
// hours" (subtractWorkingHours), which the received_at indexes answer.

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { addDays, formatTorontoTime } from '@brokerage/shared/dates/civil-date';
import { zonedTimeToInstant } from '@brokerage/shared/booking/booking-slots';
import { AWAITING_REPLY_STATUSES, kindsMatching } from '@brokerage/shared/staff-inbox/inbox-options';
import type { InboxQuery, InboxRow } from '@brokerage/shared/staff-inbox/inbox-schemas';
import {
  REPLY_WORKING_HOURS,
  dueStateAt,
  replyDueBy,
  subtractWorkingHours,
} from '@brokerage/shared/staff-inbox/working-hours';
import type { InboxFilter, InboxItemRow, InboxOrder } from './staff-inbox.repository.ts';

/** A search that is only a phone number in any format: '(416) 555-0199', '+1 416.555.0199'. */
const PHONE_LIKE = /^[\d\s().+-]+$/;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

export function searchTerms(q: string | undefined): Pick<InboxFilter, 'words' | 'digits' | 'nothing'> {
  if (q === undefined) return { words: [] };
  const digits = q.replace(/\D/g, '');
  if (PHONE_LIKE.test(q) && digits.length >= 3) {
    return { words: [], digits: digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits };
  }
  const typed = q.split(/\s+/).filter((word) => word !== '');
  // Punctuation is ignored (inbox_search_key, migration 0019): a word of punctuation alone, such as
  // '%' or "'", names nobody, so a search made only of such words finds nothing.
  const words = typed.filter((word) => HAS_LETTER_OR_DIGIT.test(word)).slice(0, 8);
  return words.length === 0 ? { words: [], nothing: true } : { words };
}

/**
 * The kinds the filters imply, when narrower than the type chosen (or every kind): written into the
 * statement so that two filters with an empty intersection (status 'Completed' and a province: only
 * applications, which are never 'Completed', and after-sale requests carry one) read an empty range
 * of the (status, kind) index instead of walking every 'Completed' lead (ADR 0091, migration 0028).
 */
function impliedKinds(query: InboxQuery): Pick<InboxFilter, 'kinds' | 'nothing'> {
  const kinds = kindsMatching(query);
  if (kinds.length === 0) return { nothing: true };
  if (query.type !== undefined) return {};
  // Only where the combination excludes kinds that neither filter excludes alone: otherwise the
  // condition is redundant and would only blur the planner's estimates.
  const byStatus = kindsMatching({ status: query.status }).length;
  const byProvince = kindsMatching({ province: query.province }).length;
  return kinds.length < Math.min(byStatus, byProvince) ? { kinds } : {};
}

export function filterOf(query: InboxQuery, userId: string, now: Date): InboxFilter {
  const search = searchTerms(query.q);
  const implied = impliedKinds(query);
  return {
    ...search,
    ...implied,
    ...(search.nothing || implied.nothing ? { nothing: true } : {}),
    ...(query.type === undefined ? {} : { kind: query.type }),
    ...(query.product === undefined ? {} : { product: query.product }),
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.assignee === undefined
      ? {}
      : {
          assigneeId:
            query.assignee === 'unassigned' ? null : query.assignee === 'me' ? userId : query.assignee,
        }),
    ...(query.province === undefined ? {} : { province: query.province }),
    // Dates are Toronto calendar days (N5): from its midnight to the next day's.
    ...(query.from === undefined ? {} : { receivedFrom: zonedTimeToInstant(query.from, 0) }),
    ...(query.to === undefined ? {} : { receivedBefore: zonedTimeToInstant(addDays(query.to, 1), 0) }),
    ...(query.overdue ? { overdueReceivedBy: subtractWorkingHours(now, REPLY_WORKING_HOURS) } : {}),
    awaitingStatuses: AWAITING_REPLY_STATUSES,
  };
}

export function orderOf(sort: InboxQuery['sort']): InboxOrder {
  switch (sort) {
    case 'received':
    case 'due':
      return 'received-asc';
    case '-received':
    case '-due':
      return 'received-desc';
    case 'name':
      return 'name-asc';
    case '-name':
      return 'name-desc';
  }
}

/**
 * A time as staff read it: Toronto, e.g. 'Nov 18, 2026, 2:00 p.m.'. The rows carry it, so the
 * inbox's first render needs no time-zone data in the browser (ADR 0142).
 */
export const torontoTime = (iso: string | Date): string =>
  formatTorontoTime(typeof iso === 'string' ? new Date(iso) : iso);

export function toInboxRow(row: InboxItemRow, now: Date): InboxRow {
  const dueBy = replyDueBy(row.receivedAt);
  const awaiting = (AWAITING_REPLY_STATUSES as readonly string[]).includes(row.status);
  return {
    id: row.id,
    kind: row.kind,
    sourceId: row.sourceId,
    reference: row.reference,
    product: row.product,
    productName: row.product === null ? null : (findProductByValue(row.product)?.name ?? null),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    province: row.province,
    receivedAt: row.receivedAt.toISOString(),
    receivedLabel: torontoTime(row.receivedAt),
    dueBy: dueBy.toISOString(),
    dueByLabel: torontoTime(dueBy),
    dueState: awaiting ? dueStateAt(dueBy, now) : 'answered',
    status: row.status,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
  };
}
