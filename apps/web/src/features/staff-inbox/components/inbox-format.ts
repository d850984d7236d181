// Display helpers of the inbox: times in Toronto (the office's zone), names, due labels.

import type { InboxRow } from '@brokerage/shared/staff-inbox/inbox-schemas';

const TORONTO = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function torontoTime(iso: string): string {
  return TORONTO.format(new Date(iso));
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
