import { useSyncExternalStore } from 'react';

// The count of API requests in flight, which drives the loading overlay (platform spec section 4,
// Loading). A navigation resets it; requests started before the reset no longer count when they end.

type Listener = () => void;

let count = 0;
let generation = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): number {
  return count;
}

/** Prerendered HTML never shows the overlay. */
function getServerSnapshot(): number {
  return 0;
}

/** Marks one request as started; call the returned function once when it ends (it is idempotent). */
function start(): () => void {
  const startedIn = generation;
  let ended = false;
  count += 1;
  emit();
  return () => {
    if (ended) return;
    ended = true;
    if (startedIn !== generation) return;
    count = Math.max(0, count - 1);
    emit();
  };
}

/** Forgets every request in flight (on navigation). */
function reset(): void {
  generation += 1;
  if (count === 0) return;
  count = 0;
  emit();
}

export const requestTracker = { start, reset, getSnapshot, subscribe } as const;

/** The number of tracked requests in flight. */
export function useRequestsInFlight(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
