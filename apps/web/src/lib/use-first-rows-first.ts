import { startTransition, useEffect, useState } from 'react';

/**
 * Rows that fill a first screen, a phone's or a laptop's (so nothing after the list shows, then
 * moves, while the rest renders), and the skeleton rows before them (ADR 0085).
 */
export const FIRST_SLICE = 5;

/**
 * The rows to render: the first screenful when the rows first arrive, all of them from the next
 * task on, rendered in a transition that React splits into short tasks (Total Blocking Time,
 *, ADR 0085). Once the whole list has shown, a new list shows whole at once.
 */
export function useFirstRowsFirst<T>(rows: readonly T[], first: number = FIRST_SLICE): readonly T[] {
  const [all, setAll] = useState(false);
  const more = rows.length > first;
  useEffect(() => {
    if (all || !more) return;
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [all, more]);
  return all || !more ? rows : rows.slice(0, first);
}
