import { useMutation } from '@tanstack/react-query';
import {
  provinceSubscribeContract,
  type ProvinceSubscription,
} from '@brokerage/shared/content/content-schemas';
import { apiClient, type ApiResponse } from '#src/lib/api-client.ts';

/** POST province-availability/subscribe: the UPDATE ME! box with its consent record (N23). */
export function subscribeProvince(body: ProvinceSubscription): Promise<ApiResponse<unknown>> {
  return apiClient.post('province-availability/subscribe', body, { data: provinceSubscribeContract.data });
}

export function useSubscribeProvince() {
  return useMutation({ mutationFn: subscribeProvince });
}
