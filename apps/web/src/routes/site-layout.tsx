import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useMatches, useRouteError } from 'react-router';
import { LazyErrorView } from '#src/components/lazy-error-view.tsx';
import { LazyNotFoundPage } from './lazy-not-found-page.tsx';
import { resolveRouteId } from '#src/app/route-match.ts';
import { findRoute } from '@brokerage/shared/routes/route-table';
import { requestTracker } from '#src/lib/request-tracker.ts';
import { AccountMenu } from '#src/features/accounts/components/account-menu.tsx';
import { RouteGuard } from '#src/features/accounts/components/route-guard.tsx';
import { SessionBootstrap } from '#src/features/accounts/components/session-bootstrap.tsx';
import { VerificationBanner } from '#src/features/accounts/components/verification-banner.tsx';
import { FrameGuard } from '#src/features/app-status/components/frame-guard.tsx';
import { SiteFooter } from '#src/features/layout/components/site-footer.tsx';
import { SiteHeader } from '#src/features/layout/components/site-header.tsx';
import { LazyContactDialog } from '#src/features/contact/components/lazy-contact-dialog.tsx';
import { openContactDialog } from '#src/features/contact/contact-dialog-store.ts';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { hydrateLater } from '#src/components/hydrate-later.tsx';
import { OfflineDialog } from '#src/features/app-status/components/offline-dialog.tsx';
import { CookieNotice } from '#src/features/cookie-consent/components/cookie-notice.tsx';
import { NewsletterForm } from '#src/features/newsletter/components/newsletter-form.tsx';

// Issue 14: the request overlay's code loads after the first paint. The footer's form, the cookie
// notice and the offline dialog stay in the first load: a visitor may type or tap in them at once,
// and the offline dialog must be there before the connection drops.
const RequestLoadingOverlay = hydrateLater(() =>
  import('#src/features/app-status/components/request-loading-overlay.tsx').then(
    (module) => module.RequestLoadingOverlay,
  ),
);

// Issue 14 (ADRs 0082 and 0084): Mantine's provider and TanStack Query's client (about 20 KB) are
// fetched once the shell runs, not before the first paint. A prerendered page's content stays as
// prerendered until they arrive, then hydrates (selective hydration); header, footer and dialogs are
// outside and hydrate at once (written as Mantine's markup; what they load on demand brings its own
// provider, app/theme-provider.tsx).
const pageProviders = import('#src/app/page-providers.tsx');
const PageProviders = lazy(() => pageProviders.then((module) => ({ default: module.PageProviders })));

function Shell({ children }: { children: ReactNode }) {
  return (
    <FrameGuard>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SessionBootstrap />
      <SiteHeader accountSlot={<AccountMenu />} />
      <VerificationBanner />
      <main id="main-content" tabIndex={-1} className="site-main">
        <Suspense>
          <PageProviders>{children}</PageProviders>
        </Suspense>
      </main>
      <SiteFooter newsletterSlot={<NewsletterForm />} onContactClick={openContactDialog} />
      <SessionContactDialog />
      <CookieNotice />
      <RequestLoadingOverlay />
      <OfflineDialog />
    </FrameGuard>
  );
}

// The contact dialog, once for every page, prefilled with a signed-in user's name and e-mail.
function SessionContactDialog() {
  const { user } = useSession();
  return (
    <LazyContactDialog
      {...(user === null
        ? {}
        : { prefill: { firstName: user.firstName, lastName: user.lastName, email: user.email } })}
    />
  );
}

export default function SiteLayout() {
  const { pathname } = useLocation();
  const leafId = useMatches().at(-1)?.id;
  // Exact, case-sensitive matching (platform spec section 2): `/FAQ` is not `/faq`.
  const isWrongCase = resolveRouteId(leafId, pathname) !== leafId;

  // Platform spec section 4 (Loading): navigation clears the loader. <ScrollRestoration /> in root
  // scrolls new pages to the top (and back/forward to where the visitor was).
  useEffect(() => {
    requestTracker.reset();
  }, [pathname]);

  // The route table's guard, applied here once for every page (platform spec section 2, N35).
  const guard = (leafId === undefined ? undefined : findRoute(leafId))?.guard ?? 'public';

  return (
    <Shell>
      {isWrongCase ? (
        <LazyNotFoundPage />
      ) : (
        <RouteGuard guard={guard}>
          <Outlet />
        </RouteGuard>
      )}
    </Shell>
  );
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
    (isRouteErrorResponse(error) && error.status === 404) || resolveRouteId(leafId, pathname) !== leafId;
  return <Shell>{isNotFound ? <LazyNotFoundPage /> : <LazyErrorView />}</Shell>;
}
