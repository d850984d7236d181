import { skipToken, useQuery } from '@tanstack/react-query';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { lifeQuoteContract } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeQuoteRequest, LifeQuoteResult } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeApplicationInput } from '@brokerage/shared/life-quote/life-quote-schemas';
import { apiClient } from '#src/lib/api-client.ts';
import { keepQuoteId } from '#src/lib/kept-quotes.ts';
import { earlyCalls } from '#src/lib/early-calls.ts';

/** POST quotations/<product> (product-flows section 7): no loading overlay, errors toasted. */
export async function fetchLifeQuotes(
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
): Promise<LifeQuoteResult> {
  const answer = await apiClient.post(`quotations/${product}`, request, {
    trackLoading: false,
    data: lifeQuoteContract.data,
  });
  if (!answer.data) throw new Error('No quotes in the answer');
  // Signed in or not, the id is claimed for the account at the next sign-in (issue 15).
  keepQuoteId('life', answer.data.quoteId);
  return answer.data;
}

/**
 * The quotes of a request; a changed request is a new query, and nothing is kept after the page
 * is left (gcTime 0: "leaving clears the quotes").
 */
// Quote calls started before the page renders, taken by its query (issue 14, ADR 0085).
const early = earlyCalls(fetchLifeQuotes);

/** Starts the quote call now, for the page's query to take once it renders (issue 14, ADR 0085). */
export function startLifeQuotesEarly(product: LifeQuoteSlug, request: LifeQuoteRequest): void {
  early.start(product, request);
}

export function useLifeQuotes(product: LifeQuoteSlug, request: LifeQuoteRequest | null) {
  return useQuery({
    queryKey: ['life-quotes', product, request],
    queryFn:
      request === null ? skipToken : () => early.take(product, request) ?? fetchLifeQuotes(product, request),
    gcTime: 0,
    staleTime: 0,
  });
}

export async function emailLifeQuotes(
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
  email: string,
): Promise<string> {
  const answer = await apiClient.post(`quotations/email/${product}`, { ...request, email });
  return answer.message ?? '';
}

export async function submitLifeApplication(body: LifeApplicationInput): Promise<string> {
  const answer = await apiClient.post('contact/application/life', body);
  return answer.message ?? '';
}
