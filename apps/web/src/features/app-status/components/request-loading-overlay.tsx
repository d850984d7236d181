import { Spinner } from '#src/components/ui/first-load.tsx';
import { useRequestsInFlight } from '#src/lib/request-tracker.ts';
import classes from './request-loading-overlay.module.css';

/**
 * Covers the page while API requests are in flight (platform spec section 2 and section 4, Loading).
 * Plain elements over the site's spinner: it renders on every request start and end, so it mounts
 * no Mantine provider (ADR 0140).
 */
export function RequestLoadingOverlay() {
  if (useRequestsInFlight() === 0) return null;
  return (
    <div className={classes.overlay}>
      <Spinner className={classes.spinner} />
    </div>
  );
}
