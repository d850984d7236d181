import { startTransition, useEffect, useState } from 'react';

// Set once the first hydration has committed: a page opened later by a client-side navigation
// renders its browser-only content at once.
let appHydrated = false;

/**
 * False while the page is prerendered and while React hydrates it, true afterwards (and at once on
 * a client-side navigation). A prerendered page shows the same markup until then, so hydration
 * matches even where the browser knows more (saved answers, today's date) (ADR 0081).
 * The switch renders in a transition, which React splits into short tasks, instead of the one
 * long synchronous render a changed external-store snapshot forces (Total Blocking Time, ADR 0086).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    appHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
