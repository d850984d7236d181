import { StrictMode, type ComponentProps, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createPath, Router, type Navigator, type To } from 'react-router';
import { SiteShell } from './routes/site-shell.tsx';
import { ToastContainer } from './components/toast-container.tsx';
import { SUCCESS_AUTO_CLOSE_MS } from './lib/notify.ts';
import { CONTENT_PAGE_DATA_ID, CONTENT_PAGE_ROOT_ID } from './app/content-pages.ts';
import HomePage from './routes/home-page.tsx';

// ADR 0090: a content page (home) opened directly hydrates here, without React Router's data
// router, route manifest or route modules: a plain <Router> over the page's location, whose
// navigations are page loads (every link leads to a prerendered page or the SPA fallback, which
// start the full application). The page's data is the prerender's, read from the page.

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

function hydrateContentPage(): void {
  const container = document.getElementById(CONTENT_PAGE_ROOT_ID);
  const dataElement = document.getElementById(CONTENT_PAGE_DATA_ID);
  if (container === null || dataElement === null) return;
  const data: unknown = JSON.parse(dataElement.textContent || 'null');
  const { pathname, search, hash } = window.location;
  const tree: ReactNode = (
    <StrictMode>
      <Router location={{ pathname, search, hash }} navigator={pageLoads}>
        <ToastContainer
          position="bottom-right"
          autoClose={SUCCESS_AUTO_CLOSE_MS}
          withAutoCloseProgress={false}
        />
        <SiteShell>
          <HomePage {...({ loaderData: data } as ComponentProps<typeof HomePage>)} />
        </SiteShell>
      </Router>
    </StrictMode>
  );
  hydrateRoot(container, tree);
}

hydrateContentPage();
