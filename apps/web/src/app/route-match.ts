import { matchRoute } from '@brokerage/shared/routes/route-table';

/** Route id of the catch-all not-found page (not in the shared table: it has no path of its own). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The route table id of the page to show for `pathname`, given the router's leaf match. The router
 * matches loosely: React Router 7.18 drops `caseSensitive` when it builds the client routes from the
 * manifest (`/FAQ` reaches the `/faq` route), and one parameterised route serves a step of every
 * product (`/:product/quote/basic`, ADR 0122). Routes must match exactly and case-sensitively
 * (platform spec section 2), so the shared table decides: a path it does not hold is not found, as
 * the API's 404 already says.
 */
export function resolveRouteId(leafId: string | undefined, pathname: string): string | undefined {
  if (leafId === undefined || leafId === NOT_FOUND_ROUTE_ID) return leafId;
  return matchRoute(pathname)?.id ?? NOT_FOUND_ROUTE_ID;
}
