import { matchPath } from 'react-router';
import { findRoute } from '@brokerage/shared/routes/route-table';

/** Route id of the catch-all not-found page (not in the shared table: it has no path of its own). */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The id of the page to show for `pathname`, given the router's leaf match. React Router 7.18 drops
 * `caseSensitive` when it builds the client routes from the manifest, so `/FAQ` reaches the `/faq`
 * route; routes must match exactly and case-sensitively (platform spec section 2), so such a match
 * counts as not found, as the API's 404 already says.
 */
export function resolveRouteId(leafId: string | undefined, pathname: string): string | undefined {
  const entry = leafId === undefined ? undefined : findRoute(leafId);
  if (!entry) return leafId;
  return matchPath({ path: entry.path, caseSensitive: true, end: true }, pathname)
    ? leafId
    : NOT_FOUND_ROUTE_ID;
}
