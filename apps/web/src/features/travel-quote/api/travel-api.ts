// The travel calls besides the quote itself (lib/quote-api.ts serves every product's quotes).

import { useMutation, useQuery } from '@tanstack/react-query';
import {
  travelComparisonContract,
  travelRateStatusContract,
} from '@brokerage/shared/travel-quote/quote-result.schema';
import type { ApplicationForm } from '@brokerage/shared/travel-quote/application.schema';
import { apiClient } from '#src/lib/api-client.ts';

export interface ComparisonQuery {
  plan1: string;
  company1: string;
  plan2: string;
  company2: string;
  plan3?: string;
  company3?: string;
  type: string;
}

export function useComparison(query: ComparisonQuery | null) {
  return useQuery({
    queryKey: ['travel-comparison', query],
    queryFn: async () => {
      const answer = await apiClient.post('comparison', query, { data: () => travelComparisonContract.data });
      return answer.data?.data ?? {};
    },
    enabled: query !== null,
    retry: false,
  });
}

export function useSubmitApplication(form: ApplicationForm) {
  return useMutation({
    mutationFn: (body: object) => apiClient.post(`contact/application/${form}`, body),
  });
}

/** Whether the sample rate tables are active (N8), for the notice on the quote forms. */
export function useRateStatus() {
  return useQuery({
    queryKey: ['travel-rate-status'],
    queryFn: async () =>
      (
        await apiClient.get('travel/rate-status', {
          trackLoading: false,
          silent: true,
          data: () => travelRateStatusContract.data,
        })
      ).data,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
