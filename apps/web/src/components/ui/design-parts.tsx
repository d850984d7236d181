import { useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { STATUS_COLORS } from '../status-colors.ts';
import { VisuallyHidden } from './first-load.tsx';
import classes from './design-parts.module.css';

// The design system's building blocks (ADR 0119) beside first-load.tsx's buttons: one card, one
// option tile group, one notice, one empty state, one status badge, the quote steps' progress and
// the licence badge.
// Plain elements over the tokens (tokens.css), so the first load and later pages share them.

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The one card: a bordered, rounded surface. `as` picks the element (a section, an article). */
export function Card({
  as: Element = 'div',
  className,
  children,
  ...props
}: { as?: 'div' | 'section' | 'article' | 'li' } & HTMLAttributes<HTMLElement>) {
  return (
    <Element className={classNames(classes.card, className)} {...props}>
      {children}
    </Element>
  );
}

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

/**
 * The one notice: a tinted box with an optional title. `live` makes it a status message (read out
 * when it appears); an error notice is an alert.
 */
export function Notice({
  tone = 'info',
  title,
  live = false,
  className,
  children,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  live?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div className={classNames(classes.notice, className)} data-tone={tone} role={role}>
      {title !== undefined && <p className={classes.noticeTitle}>{title}</p>}
      {children !== undefined && <div className={classes.noticeBody}>{children}</div>}
    </div>
  );
}

/** The one empty state: what is empty, why it may be, and the next step (never a bare "No data"). */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  return (
    <div className={classes.empty}>
      <span className={classes.emptyMark} aria-hidden />
      <Heading className={classes.emptyTitle}>{title}</Heading>
      {children !== undefined && <div className={classes.emptyText}>{children}</div>}
      {action !== undefined && <div className={classes.emptyAction}>{action}</div>}
    </div>
  );
}

export interface TileOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

/**
 * One question answered by tapping a full-width tile (native radios, so arrows, Space and screen
 * readers work as for any radio group). Each tile is a 44 px target or taller.
 */
export function OptionTiles<V extends string>({
  legend,
  options,
  value,
  onChange,
  required = false,
  error,
  disabled = false,
  columns,
  className,
}: {
  legend: ReactNode;
  options: readonly TileOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  required?: boolean | undefined;
  error?: ReactNode;
  disabled?: boolean | undefined;
  /** Tiles side by side from 576 px (default: as many as fit, at least 9 rem each). */
  columns?: number;
  className?: string;
}) {
  const name = useId();
  const legendId = `${name}-legend`;
  const errorId = `${name}-error`;
  return (
    // A radio group named by its legend (the role keeps what screen readers and tests know).
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required || undefined}
      className={classNames(classes.tiles, className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend id={legendId} className={classes.legend}>
        {legend}
        {required && (
          <span className={classes.required} aria-hidden>
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={classes.tileGrid} data-columns={columns}>
        {options.map((option) => (
          <label key={option.value} className={classes.tile}>
            <input
              type="radio"
              className={classes.tileInput}
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            <span className={classes.tileText}>
              <span className={classes.tileLabel}>{option.label}</span>
              {option.description !== undefined && (
                <span className={classes.tileDescription}>{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={classes.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Where a visitor is in a multi-step form: "Step 2 of 4: Coverage" and a bar of the steps. */
export function StepProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Quote progress" className={classes.progress}>
      <p className={classes.progressText}>
        Step {current + 1} of {steps.length}: <strong>{steps[current]}</strong>
      </p>
      <ol className={classes.progressSteps}>
        {steps.map((step, index) => (
          <li
            key={step}
            className={classes.progressStep}
            data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
            aria-current={index === current ? 'step' : undefined}
          >
            <VisuallyHidden>{step}</VisuallyHidden>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Trust beside a quote button (N26): the provinces the brokerage is licensed in, the regulators
 * by name, and the disclosure page.
 */
export function LicenceBadge({ className }: { className?: string }) {
  return (
    <p className={classNames(classes.licence, className)}>
      <span className={classes.licenceMark} aria-hidden>
        ✓
      </span>
      <span>
        Licensed in{' '}
        {COMPANY.regulators.map((r, index) => (
          <span key={r.province}>
            {index === 0 ? '' : index === COMPANY.regulators.length - 1 ? ' and ' : ', '}
            {r.provinceName} ({r.shortName === r.name ? r.name : <abbr title={r.name}>{r.shortName}</abbr>})
          </span>
        ))}
        .{' '}
        <Link to="/licences-and-referrals" className={classes.licenceLink}>
          Our licences
        </Link>
      </span>
    </p>
  );
}

/**
 * The one status badge of a lead, an application or a request: the status in full on its colour
 * (STATUS_COLORS, white text at 7:1 or more, N24); a long status wraps inside the badge.
 */
export function StatusBadge({ status }: { status: string }) {
  const color = STATUS_COLORS[status] ?? '#374151';
  return (
    <span className={classes.status} style={{ '--status-color': color } as CSSProperties} data-badge>
      {status}
    </span>
  );
}

/** Label and value pairs as a description list: a plan's details, a summary of benefits. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
