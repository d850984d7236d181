import { lazy } from 'react';

// ADR 0084: the not-found page's Mantine components (Title, Text, Button) are fetched when
// it is shown, not with the shell or a page every visitor loads first (site-layout for a wrong-case
// path, a blog post's error boundary). Rendered inside <main>, under its Suspense boundary; it
// brings Mantine's provider, which a content page's <main> lacks (ADR 0127).
export const LazyNotFoundPage = lazy(async () => {
  const [{ default: NotFoundPage }, { ThemeProvider }] = await Promise.all([
    import('./not-found-page.tsx'),
    import('#src/app/theme-provider.tsx'),
  ]);
  return {
    default: function ThemedNotFoundPage() {
      return (
        <ThemeProvider>
          <NotFoundPage />
        </ThemeProvider>
      );
    },
  };
});
