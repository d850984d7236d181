import { useMutation, useQuery } from '@tanstack/react-query';
import type { ComparisonSummary } from '@brokerage/shared/travel-quote/comparison';
import type { TravelQuoteResult } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { ApplicationForm } from '@brokerage/shared/travel-quote/application.schema';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { apiClient } from '#src/lib/api-client.ts';

/** POST quotations/<product> (product-flows section 7); errors are toasted by the client. */
export async function fetchTravelQuotes(
  product: TravelProductSlug,
  request: unknown,
): Promise<TravelQuoteResult> {
  const answer = await apiClient.post<TravelQuoteResult>(`quotations/${product}`, request);
  if (!answer.data) throw new Error('No quotes in the answer');
  return answer.data;
}

export function useTravelQuotes(product: TravelProductSlug, request: Record<string, unknown> | null) {
  return useQuery({
    queryKey: ['travel-quotes', product, request],
    queryFn: () => fetchTravelQuotes(product, request),
    enabled: request !== null,
    retry: false,
    staleTime: 60_000,
  });
}

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
      const answer = await apiClient.post<{ data: ComparisonSummary }>('comparison', query);
      return answer.data?.data ?? {};
    },
    enabled: query !== null,
    retry: false,
  });
}

export function useSubmitApplication(form: ApplicationForm) {
  return useMutation({
    mutationFn: (body: unknown) => apiClient.post<never>(`contact/application/${form}`, body),
  });
}

/** Whether the sample rate tables are active (N8), for the notice on the quote forms. */
export function useRateStatus() {
  return useQuery({
    queryKey: ['travel-rate-status'],
    queryFn: async () =>
      (
        await apiClient.get<{ isSampleRates: boolean }>('travel/rate-status', {
          trackLoading: false,
          silent: true,
        })
      ).data,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
