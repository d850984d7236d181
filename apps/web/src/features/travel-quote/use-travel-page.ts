import { useState } from 'react';
import { useMatches } from 'react-router';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { TravelProductInfo } from '@brokerage/shared/travel-quote/travel-products';
import { readSavedQuote } from './saved-quote.ts';
import { travelProductOfRouteId } from './travel-paths.ts';

/** The travel product of the current route (one module serves the eight products' route ids). */
export function useTravelProduct(): TravelProductInfo | undefined {
  return travelProductOfRouteId(useMatches().at(-1)?.id);
}

/** Today in Eastern time, fixed for the life of the page. */
export function useToday(): string {
  const [today] = useState(() => todayInZone(new Date()));
  return today;
}

/** The saved quote answers of a product, read once (these pages render in the browser only). */
export function useSavedQuote(storageKey: string | undefined): Record<string, unknown> | null {
  const [saved] = useState(() =>
    storageKey !== undefined && typeof window !== 'undefined' ? readSavedQuote(storageKey) : null,
  );
  return saved;
}
