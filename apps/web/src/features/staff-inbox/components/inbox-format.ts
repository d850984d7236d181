// Display helpers of the inbox: times in Toronto (the office's zone), names, due labels.

import { formatTorontoTime } from '@brokerage/shared/dates/civil-date';
import type { InboxRow } from '@brokerage/shared/staff-inbox/inbox-schemas';

/**
 * A time of a lead's history in Toronto: 'Nov 18, 2026, 2:00 p.m.'. The list's rows carry their
 * times as text (ADR 0142), so only the lead's drawer builds the formatter.
 */
export function torontoTime(iso: string): string {
  return formatTorontoTime(new Date(iso));
}

export function fullName(row: Pick<InboxRow, 'firstName' | 'lastName'>): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

export const DUE_LABELS: Record<InboxRow['dueState'], string> = {
  overdue: 'Overdue',
  'due-soon': 'Due soon',
  'on-time': 'On time',
  answered: 'Answered',
};
