// The one quote API module of the web, for every product (ADR 0101): POST quotations/<product>
// checked against the product kind's contract, the call a results route starts before React
// renders (ADR 0085), and the query the results pages read.

import { skipToken, useQuery } from '@tanstack/react-query';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { QUOTE_REVISIT_TOKEN_HEADER } from '@brokerage/shared/api/quote-revisit';
import { lifeQuoteContract } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeQuoteRequest, LifeQuoteResult } from '@brokerage/shared/life-quote/life-quote-request';
import { travelQuoteContract } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelQuoteAnswer } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { apiClient } from './api-client.ts';
import type { DataSchema } from './api-client.ts';
import { earlyCalls } from './early-calls.ts';
import { keepQuoteId, keepRevisitToken, keptRevisitToken } from './kept-quotes.ts';

interface QuoteKinds {
  life: { product: LifeQuoteSlug; request: LifeQuoteRequest; answer: LifeQuoteResult };
  travel: { product: TravelProductSlug; request: object; answer: TravelQuoteAnswer };
}
export type QuoteKind = keyof QuoteKinds;
/** A product and its request, as a saved request gives them. */
export interface QuoteRequestOf<K extends QuoteKind> {
  product: QuoteKinds[K]['product'];
  request: QuoteKinds[K]['request'];
}

// What differs by kind: the answer's contract, whether the call shows the loading overlay, and how
// long a query keeps its quotes (life: "leaving clears the quotes", gcTime 0).
const KINDS = {
  life: { contract: lifeQuoteContract, trackLoading: false, query: { gcTime: 0, staleTime: 0 } },
  travel: { contract: travelQuoteContract, trackLoading: true, query: { retry: false, staleTime: 60_000 } },
} as const;

/** POST quotations/<product> (product-flows section 7); errors are toasted by the client. */
export async function fetchQuotes<K extends QuoteKind>(
  kind: K,
  product: QuoteKinds[K]['product'],
  request: QuoteKinds[K]['request'],
): Promise<QuoteKinds[K]['answer']> {
  const { contract, trackLoading } = KINDS[kind];
  // The kind's own contract checks the answer (the table pairs each kind with it); the client reads
  // it only where answers are checked (ADR 0134).
  const data = () => contract.data as unknown as DataSchema<QuoteKinds[K]['answer']>;
  // A guest's last answer's token: the same request, soon after, gets the same stored quote (ADR 0123).
  const token = keptRevisitToken(product);
  const headers: Record<string, string> = token === undefined ? {} : { [QUOTE_REVISIT_TOKEN_HEADER]: token };
  const answer = await apiClient.post(`quotations/${product}`, request, { trackLoading, data, headers });
  if (!answer.data) throw new Error('No quotes in the answer');
  // Signed in or not, the id is claimed for the account at the next sign-in.
  keepQuoteId(kind, answer.data.quoteId);
  keepRevisitToken(product, answer.data.revisitToken);
  return answer.data;
}

// Quote calls started before the page renders, taken by its query (ADR 0085).
const early = earlyCalls(fetchQuotes);

/** Starts the quote call now, for the page's query to take once it renders (ADR 0085). */
export function startQuotesEarly<K extends QuoteKind>(
  kind: K,
  product: QuoteKinds[K]['product'],
  request: QuoteKinds[K]['request'],
): void {
  early.start(kind, product, request);
}

/** The quotes of a request; a changed request is a new query. */
export function useQuotes<K extends QuoteKind>(
  kind: K,
  product: QuoteKinds[K]['product'],
  request: QuoteKinds[K]['request'] | null,
) {
  return useQuery({
    queryKey: [`${kind}-quotes`, product, request],
    queryFn:
      request === null
        ? skipToken
        : () =>
            (early.take(kind, product, request) as Promise<QuoteKinds[K]['answer']> | undefined) ??
            fetchQuotes(kind, product, request),
    ...KINDS[kind].query,
  });
}
