import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { visitorQuoteRequestSchema } from '@brokerage/shared/travel-quote/quote-request.schema';
import { travelProductOfValue } from '@brokerage/shared/travel-quote/travel-products';
import { startTravelQuotesEarly } from './api/travel-api.ts';
import { loadTravelQuote } from './saved-travel-quote.ts';

/**
 * The visitor results' quote call, started when the route module loads, as VisitorResults would
 * start it once rendered: the saved request, if it passes the form's check for today (issue 14,
 * ADR 0085).
 */
export function startSavedVisitorQuotesEarly(productValue: number | undefined): void {
  const product = travelProductOfValue(productValue);
  if (product === undefined) return;
  const saved = loadTravelQuote(product.slug);
  if (saved?.kind !== 'visitor') return;
  const schema = visitorQuoteRequestSchema(saved.product, { today: todayInZone(new Date()) });
  if (schema.safeParse(saved.request).success) startTravelQuotesEarly(saved.product, saved.request);
}
