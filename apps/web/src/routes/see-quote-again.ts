// 'See quotes again' (My account > Quotes): the server priced the stored request at
// today's rates; the request is saved the way the quote forms save it, then the results page opens
// (it asks for today's quotes as usual) with the price then and now. A trip already started, or
// answers today's rates refuse, lead to the quote form prefilled with the reason instead.

import {
  REPRICE_DATES_PAST_MESSAGE,
  REPRICE_REFUSED_MESSAGE,
  priceChangeSentence,
} from '@brokerage/shared/accounts/my-account-schemas';
import type { RepricedQuote } from '@brokerage/shared/accounts/my-account-schemas';
import { isLifeProduct } from '@brokerage/shared/life-quote/life-quote-request';
import { findRoute } from '@brokerage/shared/routes/route-table';
import { isTravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import type { QuoteNoticeState } from '#src/components/quote-notice.tsx';
import { saveStoredLifeRequest } from '#src/features/life-quote/life-quote-storage.ts';
import { saveStoredTravelRequest } from '#src/features/travel-quote/saved-travel-quote.ts';
import { travelPath } from '#src/features/travel-quote/travel-paths.ts';

export { REPRICE_REFUSED_MESSAGE };

export interface QuotePageToOpen {
  to: string;
  state: QuoteNoticeState;
}

function noticeOf(quote: RepricedQuote): string {
  if (quote.status === 'dates-past') return REPRICE_DATES_PAST_MESSAGE;
  if (quote.status === 'refused') return REPRICE_REFUSED_MESSAGE;
  return priceChangeSentence(quote);
}

/** Saves the request and answers the page to open; null when the request no longer fits its form. */
export function seeQuoteAgain(quote: RepricedQuote): QuotePageToOpen | null {
  const state = { quoteNotice: noticeOf(quote) };
  const priced = quote.status === 'priced';
  if (quote.kind === 'life') {
    if (!isLifeProduct(quote.product) || !saveStoredLifeRequest(quote.product, quote.request)) return null;
    const to = findRoute(`${quote.product}-${priced ? 'available-quotes' : 'quote-basic'}`)?.path;
    return to === undefined ? null : { to, state };
  }
  if (!isTravelProductSlug(quote.product) || !saveStoredTravelRequest(quote.product, quote.request))
    return null;
  return { to: travelPath(quote.product, priced ? 'available-quotes' : 'quote-basic'), state };
}
