/** The site layout's route id (routes.ts: `layout('routes/site-layout.tsx', ...)`). */
export const SITE_LAYOUT_ROUTE_ID = 'routes/site-layout';

/** Marks the page as interactive (`<html data-hydrated>`): browser tests wait for it instead of guessing. */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}
