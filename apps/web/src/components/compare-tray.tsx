// The compare tray of the results pages (travel and life): picks 2 to 3 plans and
// opens the product's comparison page.

import { useEffect, useRef } from 'react';
import { COMPARE_MAX_PLANS, COMPARE_MIN_PLANS } from '@brokerage/shared/catalogue/options';
import { Button } from './ui/first-load.tsx';
import { Toolbar } from './ui/design-parts.tsx';
import classes from './compare-tray.module.css';

export interface ComparePick {
  plan: string;
  company: string;
}

/** Adds or removes a row's plan; a fourth plan is not added. */
export function toggleCompare(
  list: readonly ComparePick[],
  row: { policyName: string; company: string },
): ComparePick[] {
  const exists = list.some((p) => p.plan === row.policyName && p.company === row.company);
  if (exists) return list.filter((p) => !(p.plan === row.policyName && p.company === row.company));
  if (list.length >= COMPARE_MAX_PLANS) return [...list];
  return [...list, { plan: row.policyName, company: row.company }];
}

export function CompareTray({
  picks,
  onCompare,
  onClear,
}: {
  picks: readonly ComparePick[];
  onCompare: () => void;
  onClear: () => void;
}) {
  const tray = useRef<HTMLElement>(null);
  const shown = picks.length > 0;
  // The tray sticks to the bottom of the screen: the page keeps that strip free when it scrolls a
  // focused or chosen quote into view, so the tray never covers a quote's buttons.
  useEffect(() => {
    const root = document.documentElement;
    if (!shown || tray.current === null) return;
    root.style.scrollPaddingBottom = `calc(${tray.current.offsetHeight + 8}px + var(--cookie-notice-space, 0px))`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [shown]);
  if (!shown) return null;
  const ready = picks.length >= COMPARE_MIN_PLANS && picks.length <= COMPARE_MAX_PLANS;
  return (
    <section ref={tray} className={classes.tray} aria-label="Compare plans">
      <Toolbar>
        <p className={classes.trayCount} aria-live="polite">
          {picks.length} of {COMPARE_MAX_PLANS} plans selected
          <span className={classes.trayPlans}>: {picks.map((p) => p.plan).join(', ')}</span>
        </p>
        <div className={classes.trayActions}>
          <Button tone="quiet" onClick={onClear}>
            Clear
          </Button>
          <Button tone="maple" disabled={!ready} onClick={onCompare}>
            Compare
          </Button>
        </div>
      </Toolbar>
    </section>
  );
}
