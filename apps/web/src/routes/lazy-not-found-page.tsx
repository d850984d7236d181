import { lazy } from 'react';

// ADR 0084: the not-found page's Mantine components (Title, Text, Button) are fetched when
// it is shown, not with the shell or a page every visitor loads first (site-layout for a wrong-case
// path, a blog post's error boundary). Rendered inside <main>, under its Suspense boundary and
// Mantine's provider.
export const LazyNotFoundPage = lazy(() => import('./not-found-page.tsx'));
