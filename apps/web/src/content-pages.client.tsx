import { startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { SiteShell } from './routes/site-shell.tsx';
import { markContentPageHydration } from './components/hydrate-later.tsx';
import { ToastContainer } from './components/toast-container.tsx';
import { SUCCESS_AUTO_CLOSE_MS } from './lib/notify.ts';
import { CONTENT_PAGE_DATA_ID, CONTENT_PAGE_ROOT_ID } from './app/content-pages.ts';
// The content pages' stylesheets (ADR 0127): Mantine's base, then the site's; no Mantine component
// styles (app/theme-provider.tsx brings them with the first part that needs them).
import './app/mantine-global-styles.ts';
import './app/app.css';

// ADRs 0090 and 0121: a content page opened directly hydrates here, without React Router's data
// router, route manifest or route modules: a plain <Router> over the page's location, whose
// navigations are page loads (every link leads to a prerendered page or the SPA fallback, which
// start the full application). The page's data is the prerender's, read from the page. Each page
// module is an entry of its own (content-pages-entry.ts) that calls this with its component.
// ADR 0127: no Mantine in the first load (toasts load with the first toast, `<main>` has no page
// providers), and only islands hydrate: parts marked StaticHtml keep their prerendered HTML.

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/** The props a content page reads: its route module's loader data, as prerendered. */
export interface ContentPageProps {
  loaderData: unknown;
}

export function hydrateContentPage(Page: ComponentType<ContentPageProps>): void {
  const container = document.getElementById(CONTENT_PAGE_ROOT_ID);
  const dataElement = document.getElementById(CONTENT_PAGE_DATA_ID);
  if (container === null || dataElement === null) return;
  const data: unknown = JSON.parse(dataElement.textContent || 'null');
  markContentPageHydration();
  // ADR 0131: hydrating in a transition lets React yield to the browser every few milliseconds
  // (a default-priority hydration renders the whole page in one task); a click on a part not yet
  // hydrated hydrates that part first, as React does for any boundary.
  startTransition(() => hydrateContentRoot(container, Page, data));
}

function hydrateContentRoot(container: HTMLElement, Page: ComponentType<ContentPageProps>, data: unknown) {
  const { pathname, search, hash } = window.location;
  hydrateRoot(
    container,
    <StrictMode>
      <Router location={{ pathname, search, hash }} navigator={pageLoads}>
        <ToastContainer
          position="bottom-right"
          autoClose={SUCCESS_AUTO_CLOSE_MS}
          withAutoCloseProgress={false}
          preloadWhenIdle={false}
        />
        <SiteShell pageProviders={false}>
          <Page loaderData={data} />
        </SiteShell>
      </Router>
    </StrictMode>,
  );
}
