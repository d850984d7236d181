// One quote of a results list, life or travel (one grid for every product): the insurer's mark,
// the plan, two or three key features from the plan's data, the price in a column of its own (the
// same place on every card, on a phone and a laptop), one action, compare and the plan's details.
// The best-value card is highlighted with the rule that picked it said in words; only its action
// is the loud one, the others are quiet.

import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './first-load.tsx';
import { InsurerMark } from './insurer-mark.tsx';
import classes from './result-card.module.css';

export interface ResultCardAction {
  label: string;
  /** The accessible name, where the label alone would repeat on every card. */
  ariaLabel?: string;
  onClick: () => void;
}

export interface ResultCardProps {
  /** `li` in a list of quotes, `article` where the page lists cards without a list. */
  as?: 'li' | 'article';
  planName: string;
  insurer: string;
  /** The insurer's logo as the site serves it; a neutral mark of the name's initials without one. */
  logoUrl?: string | null | undefined;
  /** Two or three facts from the plan's data ("Deductible $1,000", "20-year term"). */
  features: readonly string[];
  /** The price, formatted; several when the insurer has rate categories. */
  price: ReactNode;
  /** Under the price: "a month", "for the trip". */
  priceNote?: string | undefined;
  /** The rule that made this card the best value, in words; undefined for the other cards. */
  bestValue?: string | undefined;
  /** The card's one action; replaced by `actionSlot` where a plan needs another way forward. */
  action?: ResultCardAction | undefined;
  actionSlot?: ReactNode;
  /** A second way, quieter (the insurer's own site). */
  extraAction?: ReactNode;
  compare?: { checked: boolean; disabled: boolean; onToggle: () => void } | undefined;
  /** The plan's details, rendered once first opened. */
  details?: (() => ReactNode) | undefined;
  detailsLabel?: string;
  testId?: string;
}

export function ResultCard({
  as: Tag = 'li',
  planName,
  insurer,
  logoUrl,
  features,
  price,
  priceNote,
  bestValue,
  action,
  actionSlot,
  extraAction,
  compare,
  details,
  detailsLabel = 'View Plan Information',
  testId,
}: ResultCardProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const best = bestValue !== undefined;
  return (
    <Tag
      className={classes.card}
      data-best={best || undefined}
      aria-label={`${planName} by ${insurer}`}
      data-testid={testId}
    >
      {best && (
        <p className={classes.best}>
          <strong>Best value</strong>
          <span>: {bestValue}</span>
        </p>
      )}
      <InsurerMark name={insurer} logoUrl={logoUrl} className={classes.mark} />
      <div className={classes.plan}>
        <h2 className={classes.planName}>{planName}</h2>
        <p className={classes.insurer}>{insurer}</p>
        {/* Not a list: a card is a list item of the results, and its features must not count as more. */}
        {features.length > 0 && (
          <p className={classes.features}>
            <VisuallyHidden>Key features: </VisuallyHidden>
            {features.map((feature) => (
              <span key={feature} className={classes.feature} data-feature>
                {feature}
              </span>
            ))}
          </p>
        )}
      </div>
      <div className={classes.price}>
        {price}
        {priceNote && <p className={classes.priceNote}>{priceNote}</p>}
        {details && (
          <button
            type="button"
            className={classes.detailsToggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              setOpened(true);
              setOpen((value) => !value);
            }}
          >
            {detailsLabel}
            <VisuallyHidden> of {planName}</VisuallyHidden>
          </button>
        )}
      </div>
      <div className={classes.bar} data-wide={actionSlot ? true : undefined}>
        <div className={classes.actions}>
          {actionSlot ??
            (action && (
              <button
                type="button"
                className={classes.action}
                data-emphasis={best ? 'primary' : 'secondary'}
                aria-label={action.ariaLabel}
                onClick={action.onClick}
              >
                {action.label}
              </button>
            ))}
        </div>
        {compare && (
          <label className={classes.compare}>
            <input
              type="checkbox"
              checked={compare.checked}
              disabled={compare.disabled}
              onChange={compare.onToggle}
              aria-label={`Add ${planName} to compare`}
            />
            <span aria-hidden>{compare.checked ? 'In compare' : 'Compare'}</span>
          </label>
        )}
      </div>
      {extraAction && <div className={classes.extra}>{extraAction}</div>}
      {details && (
        <div id={panelId} hidden={!open} className={classes.details}>
          {opened && details()}
        </div>
      )}
    </Tag>
  );
}

/**
 * The card's price: one amount, large, or each rate category's amount on a line of its own
 * ("Premium 1: $52.10").
 */
export function ResultPrice({ amounts, testId }: { amounts: readonly string[]; testId?: string }) {
  if (amounts.length === 1)
    return (
      <p className={classes.amount} data-testid={testId}>
        {amounts[0]}
      </p>
    );
  return (
    <>
      {amounts.map((amount, i) => (
        <p key={i} className={classes.amountLine}>
          Premium {i + 1}: <strong className={classes.amountOfLine}>{amount}</strong>
        </p>
      ))}
    </>
  );
}

/** A quiet link beside the card's action (the insurer's own site, in a new tab). */
export function ResultCardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={classes.link} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The best value of a list: the lowest price, the first such plan in the list's order when two
 * cost the same. The rule is said on the card (BEST_VALUE_RULE words of the page).
 */
export function bestValueIndex(prices: readonly number[]): number {
  let best = -1;
  prices.forEach((price, index) => {
    if (Number.isFinite(price) && (best === -1 || price < (prices[best] ?? Infinity))) best = index;
  });
  return best;
}
