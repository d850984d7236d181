import { matchRoute } from '@brokerage/shared/routes/route-table';
import type { RouteEntry } from '@brokerage/shared/routes/route-table';

/**
 * The results route the browser opened, when a results page's route module loads there (not ahead
 * for another page, nor while prerendering): its quote call may start before React renders
 * (issue 14, ADR 0085).
 */
export function resultsRouteOpened(): RouteEntry | undefined {
  if (typeof window === 'undefined') return undefined;
  const route = matchRoute(window.location.pathname);
  return route?.id.endsWith('-available-quotes') ? route : undefined;
}
