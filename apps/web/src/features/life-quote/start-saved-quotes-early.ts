import { lifeProductOfValue } from '@brokerage/shared/life-quote/life-quote-request';
import { startLifeQuotesEarly } from './api/life-quote-api.ts';
import { loadLifeQuote } from './life-quote-storage.ts';

/** The life results' quote call, started when the route module loads (issue 14, ADR 0085). */
export function startSavedLifeQuotesEarly(productValue: number | undefined): void {
  const product = lifeProductOfValue(productValue);
  if (product === undefined) return;
  const request = loadLifeQuote(product)?.request;
  if (request !== undefined) startLifeQuotesEarly(product, request);
}
