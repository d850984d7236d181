import { useMutation } from '@tanstack/react-query';
import type { ProvinceSubscription } from '@brokerage/shared/content/content-schemas';
import { apiClient, type ApiResponse } from '#src/lib/api-client.ts';

/** POST province-availability/subscribe: the UPDATE ME! box with its consent record (N23). */
export function subscribeProvince(body: ProvinceSubscription): Promise<ApiResponse<unknown>> {
  return apiClient.post<unknown>('province-availability/subscribe', body);
}

export function useSubscribeProvince() {
  return useMutation({ mutationFn: subscribeProvince });
}
