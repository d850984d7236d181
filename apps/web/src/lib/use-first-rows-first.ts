import { startTransition, useEffect, useState } from 'react';

/**
 * Rows that fill a first screen, a phone's or a laptop's (so nothing after the list shows, then
 * moves, while the rest renders), and the skeleton rows before them (ADR 0085).
 */
export const FIRST_SLICE = 5;

/**
 * Rows added per task after the first screenful: React's transition splits rendering into short
 * tasks, but not inserting the rows and laying them out, which is one task per update; ten cards
 * keep that task short on a phone-speed CPU (Total Blocking Time, ADR 0145).
 */
export const NEXT_SLICE = 10;

/**
 * The rows to render: the first screenful when the rows first arrive, then ten more per task, each
 * in a transition (ADR 0085). Once the whole list has shown, a new list shows whole at once.
 */
export function useFirstRowsFirst<T>(rows: readonly T[], first: number = FIRST_SLICE): readonly T[] {
  const [shown, setShown] = useState(first);
  const [all, setAll] = useState(false);
  const more = rows.length > shown;
  useEffect(() => {
    if (all || !more) return;
    const timer = setTimeout(() => {
      const next = shown + NEXT_SLICE;
      startTransition(() => {
        setShown(next);
        // Grown to the whole list: from now on a new list shows whole.
        if (next >= rows.length) setAll(true);
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [all, more, shown, rows.length]);
  return all || !more ? rows : rows.slice(0, shown);
}
