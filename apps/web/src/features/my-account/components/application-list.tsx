import { Badge } from '@mantine/core';
import { STATUS_COLORS } from '#src/components/status-colors.ts';
import { fetchApplications } from '../api/my-account-api.ts';
import classes from './account-applications.module.css';

// The applications' query and status badge, apart from the Applications section's forms: the
// overview and Requests use them without loading the reply form's code (ADR 0129).

export const applicationsQueryKey = ['account', 'applications'] as const;

export const fetchApplicationList = async () => (await fetchApplications()).data ?? [];

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? '#374151'} variant="filled" className={classes.badge}>
      {status}
    </Badge>
  );
}
