import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRecord } from '@brokerage/shared/admin/applications';
import type { MailOutboxStatus, MailPage, OperationsStatus } from '@brokerage/shared/admin/mail-outbox';
import type { AdminPanelCounts, FileDownload, PagedList } from '@brokerage/shared/admin/paged-list';
import type {
  AdditionalInfo,
  AppointmentRecord,
  ContactRecord,
  ServiceInquiryRecord,
  StatusUpdate,
} from '@brokerage/shared/contact/contact-schemas';
import type { NewsletterRecord } from '@brokerage/shared/newsletter/newsletter-schemas';
import type {
  LifeRateImport,
  RateImportResult,
  RateSheetFile,
  RateTableStatus,
  TravelRateImport,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { apiClient } from '#src/lib/api-client.ts';
import { notifySuccess } from '#src/lib/notify.ts';

const EMPTY = { list: [], totalPages: 1 };

async function page<T>(promise: Promise<{ data?: PagedList<T> }>): Promise<PagedList<T>> {
  return (await promise).data ?? EMPTY;
}

export function useAdminPanelCounts() {
  return useQuery({
    queryKey: ['admin', 'panel'],
    queryFn: async () => (await apiClient.get<AdminPanelCounts>('admin/panel')).data,
  });
}

export function useContactList(pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'contacts', pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () => page(apiClient.get<PagedList<ContactRecord>>(`contact/list/${pageNumber}`)),
  });
}

export function useServiceInquiryList(pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'services', pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () =>
      page(apiClient.get<PagedList<ServiceInquiryRecord>>(`contact/services/list/${pageNumber}`)),
  });
}

export function useApplicationList(pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'applications', pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () => page(apiClient.get<PagedList<ApplicationRecord>>(`admin/applications/list/${pageNumber}`)),
  });
}

export function useSubscriptionList(pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'subscriptions', pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () => page(apiClient.get<PagedList<NewsletterRecord>>(`newsletters/list/${pageNumber}`)),
  });
}

export function useAppointmentList(date: string, pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'appointments', date, pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () =>
      page(
        apiClient.post<PagedList<AppointmentRecord>>(`contact/booking-appointments/list/${pageNumber}`, {
          date,
        }),
      ),
  });
}

export function useAdditionalInfo(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'additional-info', id],
    enabled: id !== null,
    queryFn: async () =>
      (await apiClient.get<AdditionalInfo>(`contact/additional-info/${id ?? ''}`)).data ?? [],
  });
}

export function updateContactStatus(id: string, body: StatusUpdate) {
  return apiClient.put<ContactRecord>(`contact/${id}`, body);
}

export function updateAppointmentStatus(id: string, body: StatusUpdate) {
  return apiClient.put<AppointmentRecord>(`contact/appointment/${id}`, body);
}

/** Replaces one record in every cached page of a list with the server's answer (platform spec section 4). */
export function useReplaceRecord<T extends { recordId: string }>(listKey: string) {
  const queryClient = useQueryClient();
  return (record: T) => {
    queryClient.setQueriesData<PagedList<T>>({ queryKey: ['admin', listKey] }, (old) =>
      old === undefined
        ? old
        : { ...old, list: old.list.map((r) => (r.recordId === record.recordId ? record : r)) },
    );
  };
}

/**
 * The download helper (platform spec section 7): fetches `{ file, fileName }`, saves the file,
 * then shows the answer's message.
 */
export async function downloadFile(path: string): Promise<void> {
  const answer = await apiClient.get<FileDownload>(path);
  if (!answer.data) return;
  const bytes = Uint8Array.from(atob(answer.data.file), (c) => c.charCodeAt(0));
  const blob = new Blob([bytes], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = answer.data.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  if (answer.message) notifySuccess(answer.message);
}

export function useRateTables() {
  return useQuery({
    queryKey: ['admin', 'rates'],
    queryFn: async () => (await apiClient.get<RateTableStatus[]>('admin/rates')).data ?? [],
  });
}

/** The file's bytes in base64, as the rate import calls take them (N8). */
export async function rateSheetFile(file: File): Promise<RateSheetFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { fileName: file.name, content: btoa(binary) };
}

/** Imports a rate sheet; the error is shown inline by the caller, so no toast. */
export function useRateImport(kind: 'life' | 'travel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LifeRateImport | TravelRateImport) =>
      apiClient.post<RateImportResult>(`admin/rates/${kind}`, body, { silent: true }),
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'rates'] });
    },
  });
}

export function useMailOutbox(pageNumber: number, status: MailOutboxStatus | undefined) {
  return useQuery({
    queryKey: ['admin', 'mail', status ?? 'all', pageNumber],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (
        await apiClient.get<MailPage>(
          `admin/mail/list/${pageNumber}${status === undefined ? '' : `?status=${status}`}`,
        )
      ).data ?? { ...EMPTY, counts: { pending: 0, sent: 0, failed: 0 } },
  });
}

/** Retry of one mail (issue 17); the list refreshes and the server's message is shown. */
export function useMailRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<{ id: string }>(`admin/mail/${id}/retry`, {}),
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'mail'] });
    },
  });
}

export function useOperationsStatus() {
  return useQuery({
    queryKey: ['admin', 'operations'],
    queryFn: async () => (await apiClient.get<OperationsStatus>('admin/operations')).data,
  });
}
