import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import {
  travelComparisonContract,
  travelQuoteContract,
  travelRateStatusContract,
} from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelQuoteResult } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { ApplicationForm } from '@brokerage/shared/travel-quote/application.schema';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { apiClient } from '#src/lib/api-client.ts';
import { keepQuoteId } from '#src/lib/kept-quotes.ts';
import { earlyCalls } from '#src/lib/early-calls.ts';

/** POST quotations/<product> (product-flows section 7); errors are toasted by the client. */
export async function fetchTravelQuotes(
  product: TravelProductSlug,
  request: unknown,
): Promise<TravelQuoteResult> {
  const answer = await apiClient.post(`quotations/${product}`, request, { data: travelQuoteContract.data });
  if (!answer.data) throw new Error('No quotes in the answer');
  // Signed in or not, the id is claimed for the account at the next sign-in (issue 15).
  keepQuoteId('travel', answer.data.quoteId);
  return answer.data;
}

// Quote calls started before the page renders, taken by its query (issue 14, ADR 0085).
const early = earlyCalls(fetchTravelQuotes);

/** Starts the quote call now, for the page's query to take once it renders (issue 14, ADR 0085). */
export function startTravelQuotesEarly(product: TravelProductSlug, request: object): void {
  early.start(product, request);
}

export function useTravelQuotes(product: TravelProductSlug, request: object | null) {
  return useQuery({
    queryKey: ['travel-quotes', product, request],
    queryFn:
      request === null
        ? skipToken
        : () => early.take(product, request) ?? fetchTravelQuotes(product, request),
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
      const answer = await apiClient.post('comparison', query, { data: travelComparisonContract.data });
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
          data: travelRateStatusContract.data,
        })
      ).data,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
