import { use, type ReactNode } from 'react';
import { MantineContext, MantineProvider } from '@mantine/core';
import { theme } from './theme.ts';
// Mantine's component styles come with the first part that needs them (ADR 0127).
import './mantine-styles.ts';

/**
 * Mantine's provider for what uses Mantine's components: the page inside `<main>`
 * (app/page-providers.tsx) and each part outside it that loads on demand (drawer, avatar menu,
 * dialogs, toasts, request overlay, error view). ADR 0084: it is not in the shell, which
 * paints with Mantine's markup. root.tsx writes the theme's CSS variables and global classes
 * (app/mantine-theme-styles.tsx), so it writes no `<style>`. Inside another Mantine provider (the
 * component tests' `TestProviders`, with env="test") it adds nothing.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const outer = use(MantineContext);
  if (outer !== null) return children;
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
