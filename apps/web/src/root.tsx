import './app/zod-without-eval.ts';
import { Suspense, use, useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import { SUCCESS_AUTO_CLOSE_MS } from '#src/lib/notify.ts';
import { LazyErrorView } from '#src/components/lazy-error-view.tsx';
import { CenteredSpinner } from '#src/components/ui/first-load.tsx';
import { markHydrated, SITE_LAYOUT_ROUTE_ID } from '#src/lib/hydrated-mark.ts';
import { ToastContainer } from '#src/components/toast-container.tsx';
import { COOKIES_ACCEPTED_SCRIPT } from '#src/features/cookie-consent/cookie-consent-store.ts';
import { MantineThemeStyles } from './app/mantine-theme-styles.tsx';
import { CONTENT_PAGES_ENTRIES } from 'virtual:content-pages-entry';
import {
  CONTENT_PAGE_DATA_ID,
  CONTENT_PAGE_ROOT_ID,
  contentPageLoader,
  contentPageOf,
  scriptJson,
  SpaFallbackContext,
} from './app/content-pages.ts';
import { metaForRoute } from './app/page-meta.ts';
import { APP_SCRIPTS_ID, APP_SCRIPTS_LOADER } from './app/after-first-paint.ts';
import type { Route } from './+types/root';
import figtreeLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import './app/mantine-styles.ts';
import './app/app.css';

// Pages set their own title (app/page-meta.ts); this one shows on the root error page.
export const meta: Route.MetaFunction = () => metaForRoute(undefined);

const FAVICON = { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' };

export const links: Route.LinksFunction = () => [FAVICON];

export function Layout({ children }: { children: ReactNode }) {
  // A content page's prerendered HTML hydrates with the content pages' client instead of React
  // Router's scripts (ADR 0090). Decided where the page is prerendered only: in the browser the
  // application is running already (a client-side navigation to a content page keeps it), and the
  // SPA fallback (rendered without loaders) keeps React Router's scripts.
  const leaf = useMatches().at(-1);
  const spaFallback = use(SpaFallbackContext);
  // The development server has no content pages' build (no entries): pages run as before there.
  const pageName = contentPageOf(leaf?.handle);
  const contentEntry =
    typeof document === 'undefined' && !spaFallback && pageName !== undefined
      ? CONTENT_PAGES_ENTRIES[pageName]
      : undefined;
  // The application's prerendered pages (ADR 0128). Not the SPA fallback: it paints a spinner only,
  // and there React Router's <Links> waits for <Scripts> to have run in the browser. In the
  // browser, the page's own HTML says which it was, so hydration matches.
  const scriptsAfterPaint =
    typeof document === 'undefined' ? !spaFallback : document.getElementById(APP_SCRIPTS_ID) !== null;
  return (
    // What MantineProvider sets on the root element (mantineHtmlProps and the theme's
    // respectReducedMotion), written here: the providers load after the first paint (ADR 0084).
    <html
      lang="en-CA"
      data-mantine-color-scheme="light"
      data-respect-reduced-motion="true"
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a3350" />
        {/* No first paint of a half-parsed header: a slow phone paints while it parses, and the
            header's last buttons arriving then move the first ones (CLS, ADR 0138). */}
        <link rel="expect" href="#main-content" blocking="render" />
        <Meta />
        {/* The brand face's latin file, so it is there for the first layout (app/app.css, ADR 0127). */}
        <link rel="preload" href={figtreeLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        {/* A content page links its own build's stylesheets, which hold no Mantine component's
            (ADR 0127); the application links its routes' (React Router's <Links />). */}
        {contentEntry === undefined ? (
          <Links />
        ) : (
          <>
            <link {...FAVICON} />
            {contentEntry.styles.map((href: string) => (
              <link key={href} rel="stylesheet" href={href} />
            ))}
          </>
        )}
        {/* Hides the prerendered cookie notice before the first paint once it was accepted. */}
        <script dangerouslySetInnerHTML={{ __html: COOKIES_ACCEPTED_SCRIPT }} />
      </head>
      <body>
        {/* Light scheme only: no colour-scheme script, so no extra inline script for the CSP. Mantine's
            provider and TanStack Query's client are routes/site-layout.tsx's, around the page, and
            each deferred part's own (app/theme-provider.tsx; ADRs 0082 and 0084). */}
        <MantineThemeStyles />
        <div id={CONTENT_PAGE_ROOT_ID} className="page-root">
          {/* Platform spec section 8: bottom right, 5 s, no progress bar (errors stay: lib/notify.ts). */}
          <ToastContainer
            position="bottom-right"
            autoClose={SUCCESS_AUTO_CLOSE_MS}
            withAutoCloseProgress={false}
          />
          {children}
        </div>
        {contentEntry !== undefined ? (
          <>
            <script
              id={CONTENT_PAGE_DATA_ID}
              type="application/json"
              dangerouslySetInnerHTML={{ __html: scriptJson(leaf?.loaderData) }}
            />
            <script
              type="module"
              dangerouslySetInnerHTML={{ __html: contentPageLoader(contentEntry.script) }}
            />
          </>
        ) : scriptsAfterPaint ? (
          <>
            <ScrollRestoration />
            {/* ADR 0128: React Router's scripts, as it writes them, start once the page has painted. */}
            <noscript id={APP_SCRIPTS_ID}>
              <Scripts />
            </noscript>
            <script dangerouslySetInnerHTML={{ __html: APP_SCRIPTS_LOADER }} />
          </>
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive: browser tests wait for it instead of guessing. Under the site
  // layout the page hydrates after TanStack Query's chunk arrives, so lib/query-provider.tsx marks it.
  const inLayout = useMatches().some((match) => match.id === SITE_LAYOUT_ROUTE_ID);
  useEffect(() => {
    if (!inLayout) markHydrated();
  }, [inLayout]);
  return <Outlet />;
}

/** The SPA fallback page (non-prerendered routes) shows this until the page's code has loaded. */
export function HydrateFallback() {
  return <CenteredSpinner minHeight="60vh" />;
}

export function ErrorBoundary() {
  return (
    <main className="site-main">
      <Suspense>
        <LazyErrorView />
      </Suspense>
    </main>
  );
}
