// Opens the contact dialog from anywhere (platform spec section 2: home request-a-call and the
// footer's contact link). The dialog itself is mounted once, in routes/site-layout.

import { useSyncExternalStore } from 'react';

interface ContactDialogState {
  opened: boolean;
  /** Platform spec section 4: set after a successful contact request. */
  hasBooked: boolean;
}

let state: ContactDialogState = { opened: false, hasBooked: false };
const listeners = new Set<() => void>();

function setState(next: ContactDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const CLOSED: ContactDialogState = { opened: false, hasBooked: false };

/**
 * What had the focus when the dialog opened, to give it back on close (N24). Kept here, not by the
 * Modal: on the first opening the Modal mounts already open (its code arrives after the click), and
 * Mantine only records the focused element when `opened` changes on a mounted Modal.
 */
let opener: HTMLElement | null = null;

export function openContactDialog(): void {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  opener = active instanceof HTMLElement && active !== document.body ? active : null;
  setState({ opened: true, hasBooked: false });
}

/** Gives the focus back to what opened the dialog, if it is still on the page. */
export function returnFocusToOpener(): void {
  if (opener?.isConnected) opener.focus();
}

export function closeContactDialog(): void {
  setState({ ...state, opened: false });
}

export function markContactBooked(): void {
  setState({ ...state, hasBooked: true });
}

export function useContactDialog(): ContactDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}
