// The leads' statuses, apart from the inbox's schemas: My account shows an application's status
// without loading (and building) every schema of the staff inbox (ADR 0133).

/** Contact requests, lead forms and bookings keep the spec's three statuses. */
export const LEAD_STATUSES = ['Pending', 'In Progress', 'Completed'] as const;
/** Life and travel applications (My applications' list, set by staff). */
export const APPLICATION_STATUSES = [
  'Received',
  'In review',
  'More information needed',
  'Approved',
  'Policy issued',
  'Declined',
  'Withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
