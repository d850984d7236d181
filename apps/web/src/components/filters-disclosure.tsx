// The results pages' filters (results first on a phone): on a small screen they fold
// behind a Filters button that shows how many filters are active, so the first quote row is in the
// first screen; on a wide screen they stay open beside the list and the button is hidden (CSS).

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
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
  // Once opened, the filters stay mounted, folded or not, so what was typed in them stays.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  // Beside the list (from 62em) the filters render after the page, in a task of their own, so the
  // page's first render and commit stay short (Total Blocking Time, ADR 0085); folded on a phone
  // they render when first opened (ADR 0150).
  const ready = useAfterFirstTask();
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  return (
    <div>
      <button
        type="button"
        className={classes.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
          setOpened(true);
        }}
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
        {opened || (ready && wide) ? children : null}
      </div>
    </div>
  );
}

/** How many of `values` are set (neither null, undefined nor an empty string). */
export const countSet = (values: readonly unknown[]): number =>
  values.filter((value) => value !== null && value !== undefined && value !== '').length;
