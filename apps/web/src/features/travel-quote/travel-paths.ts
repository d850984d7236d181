import { findRoute } from '@brokerage/shared/routes/route-table';
import { TRAVEL_PRODUCTS } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';

export type TravelPage = 'quote-basic' | 'available-quotes' | 'application' | 'comparison';

/** The path of one of a product's pages, from the shared route table. */
export function travelPath(slug: TravelProductSlug, page: TravelPage): string {
  return findRoute(`${TRAVEL_PRODUCTS[slug].routeFamily}-${page}`)?.path ?? '/';
}
