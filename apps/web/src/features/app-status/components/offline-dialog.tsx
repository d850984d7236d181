import { useEffect, useId, useRef, useState } from 'react';
import { useWindowEvent } from '@mantine/hooks';
import classes from './offline-dialog.module.css';

export const OFFLINE_TITLE = 'No Internet Connection';
export const OFFLINE_MESSAGE = 'You are offline. Please check your internet connection and try again.';

/**
 * Opens on the browser's offline event and closes on online (platform spec section 4, Connection).
 * A native modal `<dialog>` rather than Mantine's Modal: it must work once the connection is gone,
 * so its code has to be on the page already, and the browser gives focus trapping, Escape and the
 * backdrop for no JavaScript (Modal would add about 15 KB to every first load).
 */
export function OfflineDialog() {
  const [offline, setOffline] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useWindowEvent('offline', () => setOffline(true));
  useWindowEvent('online', () => setOffline(false));

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (offline && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!offline && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [offline]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={classes.dialog}
      // Escape closes a modal dialog natively; keep the state in step with it.
      onClose={() => setOffline(false)}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {OFFLINE_TITLE}
        </h2>
        <button type="button" className={classes.close} onClick={() => setOffline(false)}>
          Close
        </button>
      </div>
      <p className={classes.text}>{OFFLINE_MESSAGE}</p>
    </dialog>
  );
}
