import { useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { STATUS_COLORS } from '../status-colors.ts';
import { VisuallyHidden } from './first-load.tsx';
import classes from './design-parts.module.css';

// The design system's building blocks (ADR 0119) beside first-load.tsx's buttons: a page's title
// and lead, one toolbar, one card, one option tile group, one notice, one empty state, one status
// badge, the quote steps' progress and the licence badge (ADR 0151).
// Plain elements over the tokens (tokens.css), so the first load and later pages share them.

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The sentence under a page's heading. */
export function PageLead({ children }: { children: ReactNode }) {
  return <p className={classes.pageLead}>{children}</p>;
}

/** A page's one heading: the weight and colour every page's title has; a quote step's is smaller. */
export function PageTitle({
  size = 'h1',
  className,
  children,
}: {
  size?: 'h1' | 'h2';
  className?: string;
  children: ReactNode;
}) {
  return (
    <h1 className={classNames(classes.pageTitle, className)} data-size={size}>
      {children}
    </h1>
  );
}

/**
 * A row of a list's status and its actions, wrapping on a phone: the count beside the sort, the
 * compare tray's buttons. `align="end"` lines them up by their bottoms (a labelled select beside text).
 */
export function Toolbar({
  align = 'center',
  className,
  children,
}: {
  align?: 'center' | 'end';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={classNames(classes.toolbar, className)} data-align={align}>
      {children}
    </div>
  );
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
 * when it appears); a warning or an error notice is an alert.
 */
export function Notice({
  tone = 'info',
  title,
  live = false,
  className,
  testId,
  spaced = false,
  children,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  live?: boolean;
  className?: string;
  testId?: string;
  /** A space above and below it, where it sits in running content rather than a stack. */
  spaced?: boolean;
  children?: ReactNode;
}) {
  // A warning or an error interrupts (alert); information waits its turn (status).
  const role = live ? (tone === 'error' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div
      className={classNames(classes.notice, className)}
      data-tone={tone}
      role={role}
      data-testid={testId}
      data-spaced={spaced || undefined}
    >
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
  pictureLabel,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** An empty list of quotes shows the no-data picture (product-flows section 2), named by this. */
  pictureLabel?: string;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2] ?? 'h2';
  return (
    <div className={classes.empty}>
      {pictureLabel === undefined ? (
        <span className={classes.emptyMark} aria-hidden />
      ) : (
        <NoDataPicture label={pictureLabel} />
      )}
      <Heading className={classes.emptyTitle}>{title}</Heading>
      {children !== undefined && <div className={classes.emptyText}>{children}</div>}
      {action !== undefined && <div className={classes.emptyAction}>{action}</div>}
    </div>
  );
}

/** The no-data picture: an empty sheet under a magnifying glass. */
function NoDataPicture({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="120" height="90" viewBox="0 0 160 120">
      <rect x="30" y="20" width="100" height="80" rx="8" fill="#e8f1f6" stroke="#0d476b" strokeWidth="3" />
      <line x1="50" y1="45" x2="110" y2="45" stroke="#0d476b" strokeWidth="3" />
      <line x1="50" y1="60" x2="95" y2="60" stroke="#0d476b" strokeWidth="3" />
      <circle cx="115" cy="85" r="18" fill="#fff" stroke="#a0600c" strokeWidth="4" />
      <line x1="128" y1="98" x2="142" y2="112" stroke="#a0600c" strokeWidth="5" />
    </svg>
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
  keepColumns = false,
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
  /** The columns stay on a phone too (two or three short labels: Monthly, Annually). */
  keepColumns?: boolean;
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
      <div className={classes.tileGrid} data-columns={columns} data-keep={keepColumns || undefined}>
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
