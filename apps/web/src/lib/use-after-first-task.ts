import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, true from the next task on, rendered in a transition
 * (ADR 0086): a long form renders its first screen's fields in one commit and the rest in
 * the next, so neither is a long task on a phone.
 */
export function useAfterFirstTask(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (after) return;
    const timer = setTimeout(() => startTransition(() => setAfter(true)), 0);
    return () => clearTimeout(timer);
  }, [after]);
  return after;
}
