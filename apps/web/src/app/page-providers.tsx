import type { ReactNode } from 'react';
import { QueryProvider } from '#src/lib/query-provider.tsx';
import { ThemeProvider } from './theme-provider.tsx';

/**
 * Mantine's provider and TanStack Query's client around the page, loaded by routes/site-layout
 * after the shell (ADRs 0082 and 0084): a prerendered page's content keeps its HTML until
 * this arrives, then hydrates.
 */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryProvider>{children}</QueryProvider>
    </ThemeProvider>
  );
}
