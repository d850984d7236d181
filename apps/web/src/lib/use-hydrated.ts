import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is prerendered and while React hydrates it, true afterwards (and at once on
 * a client-side navigation). A prerendered page shows the same markup until then, so hydration
 * matches even where the browser knows more (saved answers, today's date) (issue 14, ADR 0081).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
