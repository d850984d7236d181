// The colours of lead and application statuses, for staff and customers alike.
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
