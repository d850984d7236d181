import { useMutation } from '@tanstack/react-query';
import type { ProvinceSubscription } from '@brokerage/shared/content/content-schemas';
import { apiClient, type ApiResponse } from '#src/lib/api-client.ts';

/** POST province-availability/subscribe: the UPDATE ME! box with its consent record (N23). */
export async function subscribeProvince(body: ProvinceSubscription): Promise<ApiResponse<unknown>> {
  // The answer's contract (zod) loads with the first submission, not with the page (ADR 0131).
  const { provinceSubscribeContract } = await import('@brokerage/shared/content/content-schemas');
  return apiClient.post('province-availability/subscribe', body, {
    data: () => provinceSubscribeContract.data,
  });
}

export function useSubscribeProvince() {
  return useMutation({ mutationFn: subscribeProvince });
}
