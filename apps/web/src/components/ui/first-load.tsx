import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './first-load.module.css';

// The project's own small components for what a page paints first (ADR 0090): header, footer,
// cookie notice, banners and their buttons. Plain elements and one CSS module over the theme's
// tokens (Mantine's CSS variables), so the first load carries none of Mantine's code and copies
// none of its markup; Mantine's components stay for forms and dialogs, which load with their page.

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** The page's content width (1140 px, or 960 px for a form's page) with the side padding. */
export function PageContainer({
  size,
  className,
  children,
}: {
  size?: 'md';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={classNames(classes.container, className)} data-size={size}>
      {children}
    </div>
  );
}

/** Read by screen readers, not shown. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={classes.visuallyHidden}>{children}</span>;
}

/** A `<button>` with no look of its own (the caller styles it). */
export function PlainButton({
  className,
  type = 'button',
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return <button ref={ref} type={type} className={classNames(classes.plainButton, className)} {...props} />;
}

/** The header's menu button on a phone: three bars, a cross while the menu is open. */
export function MenuButton({
  opened,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { opened: boolean }) {
  return (
    <button
      type="button"
      className={classNames(classes.plainButton, classes.menuButton, className)}
      aria-expanded={opened}
      {...props}
    >
      <span className={classes.menuBars} aria-hidden />
    </button>
  );
}

/** The site's one spinner, announced as a Loading status (or as `label` says). */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return <span className={classNames(classes.spinner, className)} role="status" aria-label={label} />;
}

/** A spinner centred in a box of at least `minHeight` (a page or section still loading). */
export function CenteredSpinner({
  minHeight,
  label,
  busy = false,
}: {
  minHeight: string;
  label?: string;
  /** Marks the box aria-busy: what it stands for is on its way. */
  busy?: boolean;
}) {
  return (
    <div className={classes.centered} style={{ minHeight } as CSSProperties} aria-busy={busy || undefined}>
      <Spinner label={label} />
    </div>
  );
}

/**
 * maple: the one primary button, the site's call to action (black on maple); navy: secondary;
 * quiet: navy outline on white, for a row of equal choices beside one navy or maple button.
 */
export type ButtonTone = 'maple' | 'navy' | 'quiet';

interface ButtonLook {
  tone: ButtonTone;
  size?: 'xs' | 'sm' | 'md';
}

/** A filled button; while `loading` it shows a spinner and cannot be pressed. */
export function Button({
  tone,
  size = 'sm',
  loading = false,
  disabled = false,
  className,
  type = 'button',
  children,
  ...props
}: ButtonLook & {
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      className={classNames(classes.button, className)}
      data-tone={tone}
      data-size={size}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      type={type}
      disabled={disabled || loading}
      {...props}
    >
      {loading && (
        <span className={classes.buttonSpinner} aria-hidden>
          <span className={classes.spinner} />
        </span>
      )}
      <span className={classes.label}>{children}</span>
    </button>
  );
}

/** A link that looks like `Button`. */
export function ButtonLink({ tone, size = 'sm', className, children, ...props }: ButtonLook & LinkProps) {
  return (
    <Link className={classNames(classes.button, className)} data-tone={tone} data-size={size} {...props}>
      <span className={classes.label}>{children}</span>
    </Link>
  );
}
