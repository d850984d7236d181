// Calls of policies, documents and after-sale requests: the customer's under /api/account, staff's
// under /api/admin. Documents download as files (requestBlob), never kept by the browser's cache.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountPolicies,
  AfterSaleRequestInput,
  AfterSaleRequestRow,
  CreatePolicyInput,
  ExtensionPremium,
  Policy,
  PolicyDocument,
} from '@brokerage/shared/policies/policy-schemas';
import { extensionPremiumSchema } from '@brokerage/shared/policies/policy-schemas';
import { ApiError, apiClient, requestBlob } from '#src/lib/api-client.ts';
import { notifySuccess } from '#src/lib/notify.ts';
import { saveBlob } from '#src/lib/save-file.ts';

/** The server's message of a done change, as a toast. */
const toastMessage = (answer: { message?: string | undefined }) => {
  if (answer.message) notifySuccess(answer.message);
};

export const fetchMyPolicies = () => apiClient.get<AccountPolicies>('account/policies');
export const fetchMyRequests = () => apiClient.get<AfterSaleRequestRow[]>('account/after-sale-requests');

export function useMyPolicies() {
  return useQuery({ queryKey: ['account', 'policies'], queryFn: async () => (await fetchMyPolicies()).data });
}

export function useMyAfterSaleRequests() {
  return useQuery({
    queryKey: ['account', 'after-sale-requests'],
    queryFn: async () => (await fetchMyRequests()).data ?? [],
  });
}

export function useStopReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { policyId: string; stopped: boolean }) =>
      apiClient.put<Policy>(`account/policies/${args.policyId}/reminders`, { stopped: args.stopped }),
    onSuccess: (answer) => (
      toastMessage(answer),
      client.invalidateQueries({ queryKey: ['account', 'policies'] })
    ),
  });
}

export function useSendAfterSaleRequest(policyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AfterSaleRequestInput) =>
      apiClient.post<AfterSaleRequestRow>(`account/policies/${policyId}/requests`, body),
    onSuccess: (answer) => (
      toastMessage(answer),
      client.invalidateQueries({ queryKey: ['account', 'after-sale-requests'] })
    ),
  });
}

/**
 * The extension premium for a chosen new end date, from the server (ADR 0113: priced at the rate
 * version the application's quote cites); only asked for a complete date after the policy's end.
 * The server's refusal is shown next to the date, not toasted.
 */
export function useExtensionPremium(policyId: string, newEndDate: string | null) {
  return useQuery({
    queryKey: ['account', 'extension-premium', policyId, newEndDate],
    enabled: newEndDate !== null,
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    queryFn: async () =>
      (
        await apiClient.get<ExtensionPremium>(
          `account/policies/${policyId}/extension-premium?newEndDate=${encodeURIComponent(newEndDate ?? '')}`,
          { data: () => extensionPremiumSchema, silent: true, trackLoading: false },
        )
      ).data ?? null,
  });
}

export function useLeadPolicies(leadId: string) {
  return useQuery({
    queryKey: ['admin', 'lead-policies', leadId],
    queryFn: async () =>
      (
        await apiClient.get<{ policies: Policy[]; applicationDocuments: PolicyDocument[] }>(
          `admin/inbox/${leadId}/policies`,
        )
      ).data,
  });
}

export function useCreatePolicy(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePolicyInput) => apiClient.post<Policy>('admin/policies', body),
    onSuccess: (answer) => (
      toastMessage(answer),
      client.invalidateQueries({ queryKey: ['admin', 'lead-policies', leadId] })
    ),
  });
}

export function useUploadDocument(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { policyId?: string; leadId?: string; fileName: string; content: string }) =>
      apiClient.post<PolicyDocument>('admin/documents', body),
    onSuccess: (answer) => (
      toastMessage(answer),
      client.invalidateQueries({ queryKey: ['admin', 'lead-policies', leadId] })
    ),
  });
}

export function useReplyToRequest(leadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => apiClient.post<null>(`admin/after-sale/${leadId}/reply`, { note }),
    onSuccess: (answer) => (toastMessage(answer), client.invalidateQueries({ queryKey: ['inbox'] })),
  });
}

/** Downloads a document to the person's device under its name. */
export async function saveDocument(path: string, fileName: string): Promise<void> {
  saveBlob(await requestBlob(path), fileName);
}
