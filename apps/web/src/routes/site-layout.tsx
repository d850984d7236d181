import { useEffect } from 'react';
import { SiteShell } from './site-shell.tsx';
import { StaffShell } from './staff-shell.tsx';
import { isRouteErrorResponse, Outlet, useLocation, useMatches, useRouteError } from 'react-router';
import { LazyErrorView } from '#src/components/lazy-error-view.tsx';
import { LazyNotFoundPage } from './lazy-not-found-page.tsx';
import { NOT_FOUND_ROUTE_ID, resolveRouteId } from '#src/app/route-match.ts';
import { findRoute } from '@brokerage/shared/routes/route-table';
import { requestTracker } from '#src/lib/request-tracker.ts';
import { RouteGuard } from '#src/features/accounts/components/route-guard.tsx';
import { frameOf } from '#src/app/page-frames.ts';
import { contentPageOf } from '#src/app/content-pages.ts';

export default function SiteLayout() {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1);
  const leafId = leaf?.id;
  // A signed-in page's prerendered frame, shown until the session is known (ADR 0125).
  const Frame = frameOf(leaf?.handle);
  // Exact, case-sensitive matching against the route table (platform spec section 2): `/FAQ` is not
  // `/faq`, and `/no-such-product/quote/basic` reaches the step's route but is no page.
  const routeId = resolveRouteId(leafId, pathname);
  const isNotInTable = routeId === NOT_FOUND_ROUTE_ID && leafId !== NOT_FOUND_ROUTE_ID;

  // Platform spec section 4 (Loading): navigation clears the loader. <ScrollRestoration /> in root
  // scrolls new pages to the top (and back/forward to where the visitor was).
  useEffect(() => {
    requestTracker.reset();
  }, [pathname]);

  // The route table's guard, applied here once for every page (platform spec section 2, N35).
  const guard = (routeId === undefined ? undefined : findRoute(routeId))?.guard ?? 'public';

  const page = isNotInTable ? (
    <LazyNotFoundPage />
  ) : (
    <RouteGuard guard={guard} Frame={Frame}>
      <Outlet />
    </RouteGuard>
  );
  // Staff screens have their own frame and menu (ADR 0119). A content page's `<main>` has no page
  // providers (ADR 0127), prerendered or not.
  if (guard === 'staff' || guard === 'admin') return <StaffShell>{page}</StaffShell>;
  return <SiteShell pageProviders={contentPageOf(leaf?.handle) === undefined}>{page}</SiteShell>;
}

/**
 * A page that throws keeps the header and footer around the error message. A wrong-case path that
 * reached a page with build-time data (`/FAQ`, ADR 0021), or a 404, shows the not-found page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const leafId = useMatches().at(-1)?.id;
  const isNotFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    resolveRouteId(leafId, pathname) === NOT_FOUND_ROUTE_ID;
  return <SiteShell>{isNotFound ? <LazyNotFoundPage /> : <LazyErrorView />}</SiteShell>;
}
