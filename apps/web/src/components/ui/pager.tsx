// The design system's pager (ADR 0119): previous, the pages pagerItems lists, next; plain buttons
// of the 44 px target, the current page marked for screen readers. Lists of staff and admin pages
// use it (the inbox, the paged admin tables).

import { pagerItems } from './pager-items.ts';
import classes from './pager.module.css';

export interface PagerProps {
  /** Names the navigation ('Inbox pages'). */
  label: string;
  total: number;
  page: number;
  onChange: (page: number) => void;
  /** First and last pages always listed. */
  boundaries?: number;
  /** Pages listed on each side of the current one. */
  siblings?: number;
}

/** Nothing for a single page. */
export function Pager({ label, total, page, onChange, boundaries = 2, siblings = 1 }: PagerProps) {
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className={classes.pager}>
      <ul className={classes.list}>
        <li>
          <button
            type="button"
            className={classes.control}
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pagerItems(total, page, boundaries, siblings).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={classes.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={classes.control}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={classes.control}
            aria-label="Next page"
            disabled={page >= total}
            onClick={() => onChange(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
