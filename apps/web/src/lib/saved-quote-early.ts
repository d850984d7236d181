import { matchRoute } from '@brokerage/shared/routes/route-table';
import type { RouteEntry } from '@brokerage/shared/routes/route-table';
import { readTokens } from '#src/features/accounts/session/token-storage.ts';

/**
 * The results route the browser opened, when a results page's quote call may start as its route
 * module loads, before React renders (issue 14, ADR 0085): in a browser, on the results page
 * itself (not a module loaded ahead for another page), for a visitor who is signed out (a signed-in
 * visitor's call waits for the session, so the quote is kept under the account).
 */
export function resultsRouteToStartEarly(): RouteEntry | undefined {
  if (typeof window === 'undefined') return undefined;
  const route = matchRoute(window.location.pathname);
  if (!route?.id.endsWith('-available-quotes')) return undefined;
  const { accessToken, refreshToken } = readTokens();
  return accessToken === null && refreshToken === null ? route : undefined;
}
