import { findRoute } from '@brokerage/shared/routes/route-table';
import { TRAVEL_PRODUCTS, travelProductOfRouteFamily } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductInfo, TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';

export type TravelPage = 'quote-basic' | 'available-quotes' | 'application' | 'comparison';

/** The path of one of a product's pages, from the shared route table. */
export function travelPath(slug: TravelProductSlug, page: TravelPage): string {
  return findRoute(`${TRAVEL_PRODUCTS[slug].routeFamily}-${page}`)?.path ?? '/';
}

const PAGES: TravelPage[] = ['quote-basic', 'available-quotes', 'application', 'comparison'];

/** The product a route id belongs to ('supervisa-available-quotes' -> super visa). */
export function travelProductOfRouteId(routeId: string | undefined): TravelProductInfo | undefined {
  if (!routeId) return undefined;
  for (const page of PAGES) {
    if (routeId.endsWith(`-${page}`)) return travelProductOfRouteFamily(routeId.slice(0, -page.length - 1));
  }
  return undefined;
}
