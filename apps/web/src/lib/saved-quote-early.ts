// The one early start of a results route's quote call, for every product (ADR 0085, ADR 0101):
// the route module finds the route opened and its product's saved request, and the call starts
// before React renders; the page's query (useQuotes) takes it.

import { matchRoute } from '@brokerage/shared/routes/route-table';
import type { RouteEntry } from '@brokerage/shared/routes/route-table';
import { startQuotesEarly } from './quote-api.ts';
import type { QuoteKind, QuoteRequestOf } from './quote-api.ts';

/**
 * The results route the browser opened, when a results page's route module loads there (not ahead
 * for another page, nor while prerendering): its quote call may start before React renders
 * (ADR 0085).
 */
export function resultsRouteOpened(): RouteEntry | undefined {
  if (typeof window === 'undefined') return undefined;
  const route = matchRoute(window.location.pathname);
  return route?.id.endsWith('-available-quotes') ? route : undefined;
}

/**
 * Starts the quote call of the saved request `read` finds, if there is one, in a task of its own:
 * reading it builds and runs the product's schemas, which would lengthen the task that evaluates
 * the route's modules (Total Blocking Time, ADR 0144). The page's query renders tasks later; if it
 * asks first, it makes the call itself and this one is not started (early-calls.ts).
 */
export function startSavedQuotesEarly<K extends QuoteKind>(
  kind: K,
  read: () => QuoteRequestOf<K> | undefined,
): void {
  setTimeout(() => {
    const saved = read();
    if (saved !== undefined) startQuotesEarly(kind, saved.product, saved.request);
  }, 0);
}
