import { useSyncExternalStore, type ReactNode } from 'react';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { isInForeignFrame } from '../frame-guard.ts';
import classes from './frame-guard.module.css';

const noSubscription = () => () => {};

/**
 * Renders the site, or a fallback screen when a foreign site frames it. The check runs only in the
 * browser after hydration (the server snapshot says "not framed"), so prerendered pages hydrate cleanly.
 */
export function FrameGuard({ children }: { children: ReactNode }) {
  const framed = useSyncExternalStore(
    noSubscription,
    () => isInForeignFrame(window),
    () => false,
  );
  if (!framed) return children;

  return (
    <main className={classes.fallback}>
      <h1 className={classes.title}>This page cannot be shown here</h1>
      <p>For your security, {COMPANY.name} opens only in its own browser window.</p>
      <a href={window.location.href} target="_blank" rel="noopener noreferrer" className={classes.link}>
        Open {COMPANY.shortName} in a new tab
      </a>
    </main>
  );
}
