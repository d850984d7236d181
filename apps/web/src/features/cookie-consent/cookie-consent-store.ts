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

/**
 * Prerendered HTML and the hydration pass show the notice, so a first visit paints it with the page
 * (painted only after hydration, it was the late largest paint of sign-in). A visitor who
 * accepted before never sees it: COOKIES_ACCEPTED_SCRIPT, in the head, marks the document before
 * the first paint and the notice's CSS hides it; the hydrated page then drops it.
 */
function getServerSnapshot(): boolean {
  return false;
}

/** The root element's attribute that hides the prerendered notice (cookie-notice.module.css). */
export const COOKIES_ACCEPTED_ATTRIBUTE = 'data-cookies-accepted';

/** Inline script for the document's head; the server allows it by its hash like React Router's. */
export const COOKIES_ACCEPTED_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(COOKIE_ACCEPT_KEY)})==="true")document.documentElement.setAttribute(${JSON.stringify(COOKIES_ACCEPTED_ATTRIBUTE)},"")}catch(e){}`;

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
