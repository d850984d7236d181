import { useContext, useEffect, useState, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { markHydrated } from './hydrated-mark.ts';
import { createQueryClient } from './query-client.ts';

// ADR 0082: TanStack Query is not in the JavaScript a page loads before its first paint.
// routes/site-layout.tsx loads this module after the shell and wraps the page in it. One client for
// the browser tab, so a page's cache outlives the layout being mounted again (its error boundary
// renders a second one); the prerender makes one per page.
let browserClient: QueryClient | undefined;

function pageClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

/** Provides the query client to the page, or keeps one already provided (component tests). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => outer ?? pageClient());
  // The page inside has hydrated with this boundary (root.tsx leaves the mark to it).
  useEffect(markHydrated, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
