// Plans side by side, life or travel: a header per plan that stays in view (the insurer's mark,
// price, its terms (a deductible, a term) and the plan's action), the rows whose values differ between the plans
// highlighted, and on a phone one plan at a time, snapped into place as the visitor swipes, so no
// plan is ever cut off while the row names stay put.

import type { ReactNode } from 'react';
import { VisuallyHidden } from './first-load.tsx';
import { InsurerMark } from './insurer-mark.tsx';
import classes from './plan-comparison.module.css';

export interface ComparedPlan {
  key: string;
  name: string;
  insurer: string;
  logoUrl?: string | null | undefined;
  /** The price as formatted, or null while it is not known. */
  price: string | null;
  priceNote?: string | undefined;
  /** The plan's terms under its price, each shown as "label value" (Deductible $0, Term 20 Years). */
  facts?: readonly ComparedFact[] | undefined;
  /** The plan's action (Start Application / Buy Now), or null. */
  action: ReactNode;
}

export interface ComparedFact {
  label: string;
  value: string;
}

export interface ComparedRow {
  label: string;
  values: readonly string[];
}

/** Whether a row's values are not all the same (the row is highlighted). */
export const rowDiffers = (values: readonly string[]) =>
  values.some((value) => value.trim().toLowerCase() !== (values[0] ?? '').trim().toLowerCase());

export function PlanComparison({
  caption,
  label,
  plans,
  rows,
  firstColumn = 'Benefit',
}: {
  caption: string;
  /** The scrolling region's name. */
  label: string;
  plans: readonly ComparedPlan[];
  rows: readonly ComparedRow[];
  firstColumn?: string;
}) {
  const differing = rows.filter((row) => rowDiffers(row.values)).length;
  return (
    <>
      <p className={classes.legend}>
        <span className={classes.swatch} aria-hidden /> {differing} of {rows.length} rows differ between these
        plans; they are highlighted.
        <span className={classes.swipeHint} data-testid="scroll-hint">
          {' '}
          Swipe sideways to see every plan.
        </span>
      </p>
      {/* The region takes focus so the keyboard scrolls it too (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={classes.scroller} tabIndex={0} role="region" aria-label={label}>
        <table className={classes.table} data-plans={plans.length}>
          <caption className={classes.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={classes.corner}>
                {firstColumn}
              </th>
              {plans.map((plan) => (
                <th scope="col" key={plan.key} className={classes.planName}>
                  {plan.name}
                </th>
              ))}
            </tr>
            <tr className={classes.planRow}>
              <td className={classes.corner} />
              {plans.map((plan) => (
                <td key={plan.key} className={classes.plan}>
                  <div className={classes.planHead}>
                    <InsurerMark name={plan.insurer} logoUrl={plan.logoUrl} className={classes.mark} />
                    <span className={classes.insurer}>{plan.insurer}</span>
                  </div>
                  <p className={classes.price}>
                    {plan.price ?? '—'}
                    {plan.priceNote && <span className={classes.priceNote}> {plan.priceNote}</span>}
                  </p>
                  {plan.facts?.map((fact) => (
                    <p key={fact.label} className={classes.fact}>
                      {fact.label} {fact.value}
                    </p>
                  ))}
                  {plan.action}
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = rowDiffers(row.values);
              return (
                <tr key={row.label} data-differs={differs || undefined}>
                  <th scope="row" className={classes.rowName}>
                    {row.label}
                    {differs && <VisuallyHidden> (differs)</VisuallyHidden>}
                  </th>
                  {plans.map((plan, index) => (
                    <td key={plan.key}>{row.values[index] ?? '—'}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The plan's action in its header: a button, or a link to the insurer's site in a new tab. */
export function ComparedPlanAction({
  label,
  onClick,
  href,
  ariaLabel,
}: {
  label: string;
  ariaLabel?: string;
  onClick?: () => void;
  href?: string;
}) {
  if (href)
    return (
      <a
        className={classes.action}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={ariaLabel}
      >
        {label}
      </a>
    );
  return (
    <button type="button" className={classes.action} onClick={onClick} aria-label={ariaLabel}>
      {label}
    </button>
  );
}
