import { useLocation } from 'react-router';
import { matchRoute, type RouteEntry } from '@brokerage/shared/routes/route-table';

/**
 * The route table entry of the current page, from its path (exact and case-sensitive): one route
 * object serves a step of every product (`/:product/quote/basic`, ADR 0122), so the router's route
 * id does not name the page.
 */
export function useRouteEntry(): RouteEntry | undefined {
  return matchRoute(useLocation().pathname);
}

/**
 * The product (N6 value) of the current route, from its route table entry: one route module
 * serves several products (the five life and eight travel products).
 */
export function useRouteProduct(): number | undefined {
  return useRouteEntry()?.product;
}
