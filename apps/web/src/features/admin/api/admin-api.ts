import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationRecordSchema } from '@brokerage/shared/admin/applications';
import { mailPageSchema, operationsStatusSchema } from '@brokerage/shared/admin/mail-outbox';
import type { MailOutboxStatus } from '@brokerage/shared/admin/mail-outbox';
import {
  adminPanelCountsSchema,
  fileDownloadSchema,
  pagedListSchema,
} from '@brokerage/shared/admin/paged-list';
import type { PagedList } from '@brokerage/shared/admin/paged-list';
import {
  additionalInfoSchema,
  appointmentRecordSchema,
  contactRecordSchema,
  serviceInquiryRecordSchema,
} from '@brokerage/shared/contact/contact-schemas';
import type { StatusUpdate } from '@brokerage/shared/contact/contact-schemas';
import { newsletterRecordSchema } from '@brokerage/shared/newsletter/newsletter-schemas';
import {
  ratePreviewSchema,
  rateStagedSchema,
  rateTableStatusSchema,
  rateVersionEntrySchema,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { insurerRecordSchema } from '@brokerage/shared/insurers/insurer-schemas';
import type { InsurerUpdate, NewInsurer } from '@brokerage/shared/insurers/insurer-schemas';
import type {
  LifeRateImport,
  RateCatalogue,
  RateSheetFile,
  TravelRateImport,
} from '@brokerage/shared/rate-import/rate-import-schemas';
import { apiClient } from '#src/lib/api-client.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { saveBase64File } from '#src/lib/save-file.ts';

// Every answer is checked against the shared schema the route declares, in development and tests
// (CHECK_API_ANSWERS in lib/api-client.ts).
const EMPTY = { list: [], totalPages: 1 };

async function page<T>(promise: Promise<{ data?: PagedList<T> }>): Promise<PagedList<T>> {
  return (await promise).data ?? EMPTY;
}

export function useAdminPanelCounts() {
  return useQuery({
    queryKey: ['admin', 'panel'],
    queryFn: async () => (await apiClient.get('admin/panel', { data: () => adminPanelCountsSchema })).data,
  });
}

export function useContactList(pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'contacts', pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () =>
      page(
        apiClient.get(`contact/list/${pageNumber}`, { data: () => pagedListSchema(contactRecordSchema()) }),
      ),
  });
}

export function useServiceInquiryList(pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'services', pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () =>
      page(
        apiClient.get(`contact/services/list/${pageNumber}`, {
          data: () => pagedListSchema(serviceInquiryRecordSchema()),
        }),
      ),
  });
}

export function useApplicationList(pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'applications', pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () =>
      page(
        apiClient.get(`admin/applications/list/${pageNumber}`, {
          data: () => pagedListSchema(applicationRecordSchema),
        }),
      ),
  });
}

export function useSubscriptionList(pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'subscriptions', pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () =>
      page(
        apiClient.get(`newsletters/list/${pageNumber}`, {
          data: () => pagedListSchema(newsletterRecordSchema),
        }),
      ),
  });
}

export function useAppointmentList(date: string, pageNumber: number) {
  return useQuery({
    queryKey: ['admin', 'appointments', date, pageNumber],
    placeholderData: keepPreviousData,
    queryFn: () =>
      page(
        apiClient.post(
          `contact/booking-appointments/list/${pageNumber}`,
          { date },
          { data: () => pagedListSchema(appointmentRecordSchema()) },
        ),
      ),
  });
}

export function useAdditionalInfo(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'additional-info', id],
    enabled: id !== null,
    queryFn: async () =>
      (await apiClient.get(`contact/additional-info/${id ?? ''}`, { data: additionalInfoSchema })).data ?? [],
  });
}

export function updateContactStatus(id: string, body: StatusUpdate) {
  return apiClient.put(`contact/${id}`, body, { data: contactRecordSchema });
}

export function updateAppointmentStatus(id: string, body: StatusUpdate) {
  return apiClient.put(`contact/appointment/${id}`, body, { data: appointmentRecordSchema });
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
  const answer = await apiClient.get(path, { data: () => fileDownloadSchema });
  if (!answer.data) return;
  saveBase64File(answer.data.file, answer.data.fileName);
  if (answer.message) notifySuccess(answer.message);
}

export function useRateTables() {
  return useQuery({
    queryKey: ['admin', 'rates'],
    queryFn: async () =>
      (await apiClient.get('admin/rates', { data: () => z.array(rateTableStatusSchema) })).data ?? [],
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

/**
 * Imports a rate sheet; the error is shown inline by the caller, so no toast. An import is stored
 * inactive and answers its preview (ADRs 0097, 0116).
 */
export function useRateImport(kind: 'life' | 'travel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LifeRateImport | TravelRateImport) =>
      apiClient.post(`admin/rates/${kind}`, body, { silent: true, data: () => rateStagedSchema }),
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
        await apiClient.get(
          `admin/mail/list/${pageNumber}${status === undefined ? '' : `?status=${status}`}`,
          {
            data: () => mailPageSchema,
          },
        )
      ).data ?? { ...EMPTY, counts: { pending: 0, sent: 0, failed: 0 } },
  });
}

/** Retry of one mail; the list refreshes and the server's message is shown. */
export function useMailRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(`admin/mail/${id}/retry`, {}, { data: () => z.object({ id: z.string() }) }),
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'mail'] });
    },
  });
}

export function useOperationsStatus() {
  return useQuery({
    queryKey: ['admin', 'operations'],
    queryFn: async () =>
      (await apiClient.get('admin/operations', { data: () => operationsStatusSchema })).data,
  });
}

const INSURERS_KEY = ['admin', 'insurers'];

/** Every insurer, retired ones included (ADR 0097). */
export function useAdminInsurers() {
  return useQuery({
    queryKey: INSURERS_KEY,
    queryFn: async () =>
      (await apiClient.get('admin/insurers', { data: () => z.array(insurerRecordSchema) })).data ?? [],
  });
}

/** Adds an insurer (`code` set) or saves one; a refusal is shown on the form by the caller. */
export function useSaveInsurer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ({ code: string } & InsurerUpdate) | NewInsurer) =>
      'retired' in body
        ? apiClient.put(`admin/insurers/${body.code}`, body, {
            silent: true,
            data: () => insurerRecordSchema,
          })
        : apiClient.post('admin/insurers', body, { silent: true, data: () => insurerRecordSchema }),
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: INSURERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'panel'] });
    },
  });
}

/** The image file as a data: URL, as the insurer's logo is kept (ADR 0097). */
export async function logoDataUrl(file: File): Promise<string> {
  const { content } = await rateSheetFile(file);
  return `data:${file.type};base64,${content}`;
}

const versionsKey = (catalogue: RateCatalogue) => ['admin', 'rates', 'versions', catalogue];

/** Every version of the travel rates or of a life product's, newest first (ADRs 0097, 0116). */
export function useRateVersions(catalogue: RateCatalogue) {
  return useQuery({
    queryKey: versionsKey(catalogue),
    queryFn: async () =>
      (
        await apiClient.get(`admin/rates/${catalogue}/versions`, {
          data: () => z.array(rateVersionEntrySchema),
        })
      ).data ?? [],
  });
}

/** What making a version active would change; loaded when staff open it. */
export function useRatePreview(catalogue: RateCatalogue, version: string) {
  return useQuery({
    queryKey: [...versionsKey(catalogue), 'preview', version],
    queryFn: async () =>
      (
        await apiClient.get(`admin/rates/${catalogue}/versions/${version}/preview`, {
          data: () => ratePreviewSchema,
        })
      ).data,
  });
}

/** Makes a version the active rates: a staged import or an earlier version again. */
export function useActivateVersion(catalogue: RateCatalogue) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: string) =>
      apiClient.post(`admin/rates/${catalogue}/versions/${version}/activate`, undefined, {
        data: () => z.array(rateTableStatusSchema),
      }),
    onSuccess: (answer) => {
      if (answer.message) notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'rates'] });
    },
  });
}
