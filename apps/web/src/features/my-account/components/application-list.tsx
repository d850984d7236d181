import { fetchApplications } from '../api/my-account-api.ts';

// The applications' query, apart from the Applications section's forms: the
// overview and Requests use them without loading the reply form's code (ADR 0129).

export const applicationsQueryKey = ['account', 'applications'] as const;

export const fetchApplicationList = async () => (await fetchApplications()).data ?? [];
