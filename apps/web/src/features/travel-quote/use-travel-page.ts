import { useState } from 'react';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { travelProductOfValue } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductInfo, TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { useRouteProduct } from '#src/lib/route-product.ts';
import { loadTravelQuote, type SavedTravelQuote } from './saved-travel-quote.ts';

/** The travel product of the current route, from its route table entry (one module serves eight). */
export function useTravelProduct(): TravelProductInfo | undefined {
  return travelProductOfValue(useRouteProduct());
}

/** Today in Eastern time, fixed for the life of the page. */
export function useToday(): string {
  const [today] = useState(() => todayInZone(new Date()));
  return today;
}

/** The product's saved quote, read once (these pages render in the browser only). */
export function useSavedTravelQuote(product: TravelProductSlug | undefined): SavedTravelQuote | null {
  const [saved] = useState(() =>
    product !== undefined && typeof window !== 'undefined' ? loadTravelQuote(product) : null,
  );
  return saved;
}
