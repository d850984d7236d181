// The staff inbox's calls: the page, one lead, staff, assignment, status, export.

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileDownload } from '@brokerage/shared/admin/paged-list';
import type {
  AssignInboxBody,
  ChangeInboxStatusBody,
  InboxDetail,
  InboxPage,
  InboxQuery,
  InboxSummary,
} from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { StaffMember } from '@brokerage/shared/staff-accounts/staff-schemas';
import type { QuoteActivity } from '@brokerage/shared/staff-inbox/quote-activity-schemas';
import { apiClient } from '#src/lib/api-client.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { saveBase64File } from '#src/lib/save-file.ts';

/** The query string of a view, without defaults, so URLs stay short. */
export function inboxSearchParams(query: InboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === false || value === '') continue;
    if (key === 'sort' && value === '-received') continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  return params;
}

const withQuery = (path: string, query: InboxQuery) => {
  const search = inboxSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
};

export function useInboxPage(query: InboxQuery) {
  return useQuery({
    queryKey: ['inbox', 'page', inboxSearchParams(query).toString()],
    placeholderData: keepPreviousData,
    queryFn: async () => (await apiClient.get<InboxPage>(withQuery('admin/inbox', query))).data,
  });
}

export function useLeadDetail(id: string | null) {
  return useQuery({
    queryKey: ['inbox', 'lead', id],
    enabled: id !== null,
    queryFn: async () => (await apiClient.get<InboxDetail>(`admin/inbox/${id ?? ''}`)).data,
  });
}

export function useStaffMembers() {
  return useQuery({
    queryKey: ['inbox', 'staff'],
    staleTime: 60_000,
    queryFn: async () => (await apiClient.get<StaffMember[]>('admin/staff')).data ?? [],
  });
}

export function useInboxSummary() {
  return useQuery({
    queryKey: ['inbox', 'summary'],
    queryFn: async () => (await apiClient.get<InboxSummary>('admin/inbox/summary')).data,
  });
}

export function useQuoteActivity() {
  return useQuery({
    queryKey: ['inbox', 'activity'],
    queryFn: async () => (await apiClient.get<QuoteActivity>('admin/inbox/activity')).data,
  });
}

export function useAssignLeads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignInboxBody) => apiClient.post<{ assigned: number }>('admin/inbox/assign', body),
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
}

export function useChangeLeadStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeInboxStatusBody) => apiClient.post(`admin/inbox/${id}/status`, body),
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['inbox'] });
    },
  });
}

export async function exportInboxView(query: InboxQuery): Promise<void> {
  const answer = await apiClient.get<FileDownload>(withQuery('admin/inbox/export', { ...query, page: 1 }));
  if (!answer.data) return;
  saveBase64File(answer.data.file, answer.data.fileName);
  if (answer.message) notifySuccess(answer.message);
}
