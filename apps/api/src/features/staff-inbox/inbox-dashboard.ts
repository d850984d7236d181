// GET /api/admin/inbox/summary: the panel's counts: by status and type, overdue, due
// soon (under 2 working hours left) and new today (Toronto day).

import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { zonedTimeToInstant } from '@brokerage/shared/booking/booking-slots';
import { AWAITING_REPLY_STATUSES } from '@brokerage/shared/staff-inbox/inbox-options';
import {
  DUE_SOON_WORKING_HOURS,
  REPLY_WORKING_HOURS,
  addWorkingHours,
  subtractWorkingHours,
} from '@brokerage/shared/staff-inbox/working-hours';
import type { Db } from '../../db/client.ts';
import { selectInboxCounts } from './staff-inbox.repository.ts';
import type { InboxCounts } from './staff-inbox.repository.ts';

export type InboxSummary = InboxCounts;

/** The instants the panel's time-dependent counts are bounded by, at `now`. */
export function inboxCountOptions(now: Date) {
  return {
    awaiting: AWAITING_REPLY_STATUSES,
    overdueBy: subtractWorkingHours(now, REPLY_WORKING_HOURS),
    dueSoonBy: subtractWorkingHours(addWorkingHours(now, DUE_SOON_WORKING_HOURS), REPLY_WORKING_HOURS),
    todayStart: zonedTimeToInstant(todayInZone(now), 0),
  };
}

export function inboxSummary(db: Db, now = new Date()): Promise<InboxSummary> {
  return selectInboxCounts(db, inboxCountOptions(now));
}
