import { skipToken, useQuery } from '@tanstack/react-query';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { lifeQuoteContract } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeQuoteRequest, LifeQuoteResult } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeApplicationInput } from '@brokerage/shared/life-quote/life-quote-schemas';
import { apiClient } from '#src/lib/api-client.ts';
import { keepQuoteId } from '#src/lib/kept-quotes.ts';

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
// Quote calls started before the page renders (the saved request, read when the route module
// loads), taken by the first query with the same product and request (issue 14, ADR 0085).
const early = new Map<string, Promise<LifeQuoteResult>>();
const earlyKey = (product: LifeQuoteSlug, request: LifeQuoteRequest) => JSON.stringify([product, request]);

/** Starts the quote call now, for the page's query to take once it renders (issue 14, ADR 0085). */
export function startLifeQuotesEarly(product: LifeQuoteSlug, request: LifeQuoteRequest): void {
  const key = earlyKey(product, request);
  if (early.has(key)) return;
  const call = fetchLifeQuotes(product, request);
  // Failures are toasted by the api client; the query that takes the call sees them.
  call.catch(() => undefined);
  early.set(key, call);
}

function takeEarly(product: LifeQuoteSlug, request: LifeQuoteRequest): Promise<LifeQuoteResult> | undefined {
  const key = earlyKey(product, request);
  const call = early.get(key);
  early.delete(key);
  return call;
}

export function useLifeQuotes(product: LifeQuoteSlug, request: LifeQuoteRequest | null) {
  return useQuery({
    queryKey: ['life-quotes', product, request],
    queryFn:
      request === null ? skipToken : () => takeEarly(product, request) ?? fetchLifeQuotes(product, request),
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
