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

// Dark shades keep white text at 7:1 or more (N24).
export const STATUS_COLORS: Record<string, string> = {
  Pending: '#9a3412',
  Received: '#9a3412',
  'In Progress': '#1e40af',
  'In review': '#1e40af',
  'More information needed': '#6b21a8',
  Completed: '#166534',
  Approved: '#166534',
  'Policy issued': '#166534',
  Declined: '#374151',
  Withdrawn: '#374151',
};
