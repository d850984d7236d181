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

export function openContactDialog(): void {
  setState({ opened: true, hasBooked: false });
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
