import { useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { Center, Loader, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '#src/lib/query-client.ts';
import { SUCCESS_AUTO_CLOSE_MS } from '#src/lib/notify.ts';
import { ErrorView } from '#src/components/error-view.tsx';
import { ToastContainer } from '#src/components/toast-container.tsx';
import { metaForRoute } from './app/page-meta.ts';
import { theme } from './app/theme.ts';
import type { Route } from './+types/root';
import './app/mantine-styles.ts';
import './app/app.css';

// Pages set their own title (app/page-meta.ts); this one shows on the root error page.
export const meta: Route.MetaFunction = () => metaForRoute(undefined);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <html lang="en-CA" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a3350" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Light scheme only: no colour-scheme script, so no extra inline script for the CSP. */}
        <MantineProvider theme={theme} forceColorScheme="light">
          <QueryClientProvider client={queryClient}>
            {/* Platform spec section 8: bottom right, 5 s, no progress bar (errors stay: lib/notify.ts). */}
            <ToastContainer
              position="bottom-right"
              autoClose={SUCCESS_AUTO_CLOSE_MS}
              withAutoCloseProgress={false}
            />
            {children}
          </QueryClientProvider>
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive: browser tests wait for it instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** The SPA fallback page (non-prerendered routes) shows this until the page's code has loaded. */
export function HydrateFallback() {
  return (
    <Center mih="60vh">
      <Loader color="navy.8" role="status" aria-label="Loading" />
    </Center>
  );
}

export function ErrorBoundary() {
  return (
    <main className="site-main">
      <ErrorView />
    </main>
  );
}
