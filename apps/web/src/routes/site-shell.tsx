import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { markHydrated } from '#src/lib/hydrated-mark.ts';
import { useLocation } from 'react-router';
import { AccountMenu } from '#src/features/accounts/components/account-menu.tsx';
import { SessionBootstrap } from '#src/features/accounts/components/session-bootstrap.tsx';
import { VerificationBanner } from '#src/features/accounts/components/verification-banner.tsx';
import { FrameGuard } from '#src/features/app-status/components/frame-guard.tsx';
import { SiteFooter } from '#src/features/layout/components/site-footer.tsx';
import { SiteHeader } from '#src/features/layout/components/site-header.tsx';
import { LazyContactDialog } from '#src/features/contact/components/lazy-contact-dialog.tsx';
import { openContactDialog } from '#src/features/contact/contact-dialog-store.ts';
import { useSession } from '#src/features/accounts/session/session-store.ts';
import { deferredComponent } from '#src/components/deferred-component.tsx';
import { useRequestsInFlight } from '#src/lib/request-tracker.ts';
import { OfflineDialog } from '#src/features/app-status/components/offline-dialog.tsx';
import { CookieNotice } from '#src/features/cookie-consent/components/cookie-notice.tsx';
import { NewsletterForm } from '#src/features/newsletter/components/newsletter-form.tsx';

// The site's frame around every page: header, banner, main, footer and the dialogs. Used by the site
// layout route and, on a content page opened directly, by the content pages' client (ADR 0090).

// The request overlay loads when a tracked request first starts, not with the page (ADR 0127): a
// content page that never calls the API never fetches it. The footer's form, the cookie notice and
// the offline dialog stay in the first load: a visitor may type or tap in them at once, and the
// offline dialog must be there before the connection drops.
const DeferredRequestLoadingOverlay = deferredComponent(() =>
  import('#src/features/app-status/components/request-loading-overlay.tsx').then(
    (module) => module.RequestLoadingOverlay,
  ),
);

function RequestLoadingOverlay() {
  return <DeferredRequestLoadingOverlay active={useRequestsInFlight() > 0} />;
}

// ADRs 0082 and 0084: Mantine's provider and TanStack Query's client (about 20 KB) are
// fetched once the shell renders with them, not before the first paint. A prerendered page's
// content stays as prerendered until they arrive, then hydrates (selective hydration); header,
// footer and dialogs are outside and hydrate at once (what they load on demand brings its own
// provider, app/theme-provider.tsx). A content page never fetches them (ADR 0127).
export const PageProviders = lazy(() =>
  import('#src/app/page-providers.tsx').then((module) => ({ default: module.PageProviders })),
);

/** A quote form, its results, comparison, booking or application step: the footer stays quiet. */
export function isQuoteStepPath(pathname: string): boolean {
  return /\/quote\/|\/select-coverage$|\/available-quotes$/.test(pathname);
}

/** Marks the page as hydrated where no page providers do (lib/query-provider.tsx does otherwise). */
function HydratedMark() {
  useEffect(markHydrated, []);
  return null;
}

interface SiteShellProps {
  children: ReactNode;
  /**
   * False for a content page (ADR 0127): its content uses neither Mantine nor TanStack Query, so
   * `<main>` gets no providers; a part that needs one brings its own (app/theme-provider.tsx,
   * lib/query-provider.tsx). The prerender and the content pages' client pass the same value.
   */
  pageProviders?: boolean;
}

export function SiteShell({ children, pageProviders = true }: SiteShellProps) {
  const { pathname } = useLocation();
  return (
    <FrameGuard>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <SessionBootstrap />
      {/* Before the header, though fixed at the bottom: parsed before <main>, it is whole at the
          first paint (root.tsx's render-blocking expect, ADR 0138), and a keyboard meets it first. */}
      <CookieNotice />
      <SiteHeader accountSlot={<AccountMenu />} />
      <VerificationBanner />
      <main id="main-content" tabIndex={-1} className="site-main">
        <Suspense>{pageProviders ? <PageProviders>{children}</PageProviders> : children}</Suspense>
        {pageProviders ? null : <HydratedMark />}
      </main>
      <SiteFooter
        newsletterSlot={<NewsletterForm />}
        onContactClick={openContactDialog}
        quiet={isQuoteStepPath(pathname)}
      />
      <SessionContactDialog />
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
