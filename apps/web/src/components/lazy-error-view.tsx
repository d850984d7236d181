import { lazy } from 'react';

// Issue 14 (ADR 0084): the error view's Mantine components (Title, Text, Group, Button) are fetched
// when an error is shown, not with the shell every page loads first. Render it inside Suspense.
export const LazyErrorView = lazy(() =>
  import('./error-view.tsx').then((module) => ({ default: module.ErrorView })),
);
