import { lazy } from 'react';

// ADR 0084: the error view's Mantine components (Title, Text, Group, Button) are fetched
// when an error is shown, not with the shell every page loads first; with Mantine's provider, which
// the root error boundary does not have. Render it inside Suspense.
export const LazyErrorView = lazy(async () => {
  const [{ ErrorView }, { ThemeProvider }] = await Promise.all([
    import('./error-view.tsx'),
    import('#src/app/theme-provider.tsx'),
  ]);
  return {
    default: function ThemedErrorView() {
      return (
        <ThemeProvider>
          <ErrorView />
        </ThemeProvider>
      );
    },
  };
});
