import { lifeProductOfValue } from '@brokerage/shared/life-quote/life-quote-request';
import { resultsRouteToStartEarly } from '#src/lib/saved-quote-early.ts';
import { startLifeQuotesEarly } from './api/life-quote-api.ts';
import { loadLifeQuote } from './life-quote-storage.ts';

/** The life results' quote call, started when the route module loads (issue 14, ADR 0085). */
export function startSavedLifeQuotesEarly(): void {
  const product = lifeProductOfValue(resultsRouteToStartEarly()?.product);
  if (product === undefined) return;
  const request = loadLifeQuote(product)?.request;
  if (request !== undefined) startLifeQuotesEarly(product, request);
}
