// The results pages' filters (results first on a phone): on a small screen they fold
// behind a Filters button that shows how many filters are active, so the first quote row is in the
// first screen; on a wide screen they stay open beside the list and the button is hidden (CSS).

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useAfterFirstTask } from '#src/lib/use-after-first-task.ts';
import classes from './filters-disclosure.module.css';

export interface FiltersDisclosureProps {
  /**
   * Filters holding a value that narrows or changes the quotes; null in a prerendered results
   * frame, which has no saved request (the badge keeps its width, ADR 0085).
   */
  activeCount: number | null;
  children?: ReactNode;
}

export function FiltersDisclosure({ activeCount, children }: FiltersDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // The filters render after the page, in a transition of their own (folded on a phone), so the
  // page's first render and commit stay short (Total Blocking Time, ADR 0085).
  const ready = useAfterFirstTask();
  return (
    <div>
      <button
        type="button"
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide filters' : 'Filters'}
        <span className={classes.count}>
          {activeCount !== null && (
            <>
              {activeCount}
              <span className={classes.hidden}> active</span>
            </>
          )}
        </span>
      </button>
      <div id={panelId} className={classes.panel} data-open={open}>
        {open || ready ? children : null}
      </div>
    </div>
  );
}

/** How many of `values` are set (neither null, undefined nor an empty string). */
export const countSet = (values: readonly unknown[]): number =>
  values.filter((value) => value !== null && value !== undefined && value !== '').length;
