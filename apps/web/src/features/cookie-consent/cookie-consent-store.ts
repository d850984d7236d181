import { useSyncExternalStore } from 'react';

// Platform spec section 2: the cookie notice shows until accepted, remembered locally under cookieAccept.
export const COOKIE_ACCEPT_KEY = 'cookieAccept';

const listeners = new Set<() => void>();

function readAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_ACCEPT_KEY) === 'true';
  } catch {
    // Storage blocked (private mode, policy): ask again on each visit.
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Accepting in another tab hides the notice here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_ACCEPT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Used only when storage refuses the write, so the notice can still be dismissed.
let acceptedInMemory = false;

function getSnapshot(): boolean {
  return acceptedInMemory || readAccepted();
}

/** Prerendered HTML and the hydration pass count as accepted, so the notice never flashes. */
function getServerSnapshot(): boolean {
  return true;
}

export function acceptCookies(): void {
  try {
    window.localStorage.setItem(COOKIE_ACCEPT_KEY, 'true');
  } catch {
    acceptedInMemory = true;
  }
  for (const listener of listeners) listener();
}

export function useCookiesAccepted(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
