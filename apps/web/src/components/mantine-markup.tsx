import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { Link, type LinkProps } from 'react-router';

// Issue 14 (ADR 0084): what a page paints first is written as Mantine's own markup (its class names,
// data attributes and CSS variables, so Mantine's stylesheets give it the same look) without
// Mantine's code, which then stays out of the JavaScript loaded before the first paint.
// mantine-markup.test.tsx renders each of these beside the Mantine component it copies and
// requires the same HTML, so a Mantine upgrade that changes its markup fails there.

const FOCUS = 'mantine-focus-auto';
const UNSTYLED_BUTTON = 'm_87cf2631 mantine-UnstyledButton-root';

function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** Mantine's `<Container size="lg">`. */
export function ContainerMarkup({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      style={{ '--container-size': 'var(--container-size-lg)' } as CSSProperties}
      className={classNames(className, 'm_7485cace mantine-Container-root')}
      data-size="lg"
      data-strategy="block"
    >
      {children}
    </div>
  );
}

/** Mantine's `<VisuallyHidden>`: read by screen readers, not shown. */
export function VisuallyHiddenMarkup({ children }: { children: ReactNode }) {
  return <span className="m_515a97f8 mantine-VisuallyHidden-root">{children}</span>;
}

/** Mantine's `<UnstyledButton>`. */
export function UnstyledButtonMarkup({
  className,
  type = 'button',
  ref,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type={type} className={classNames(FOCUS, className, UNSTYLED_BUTTON)} {...props} />
  );
}

/** Mantine's `<Burger color="var(--mantine-color-navy-8)">` (the theme respects reduced motion). */
export function BurgerMarkup({
  opened,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { opened: boolean }) {
  return (
    <button
      type="button"
      style={{ '--burger-color': 'var(--mantine-color-navy-8)' } as CSSProperties}
      className={classNames(FOCUS, 'm_fea6bf1a mantine-Burger-root', UNSTYLED_BUTTON)}
      {...props}
    >
      <div
        className="m_d4fb9cad mantine-Burger-burger"
        data-reduce-motion="true"
        data-opened={opened || undefined}
      />
    </button>
  );
}

/** Mantine's `<Center mih={minHeight}><Loader color="navy.8" role="status" aria-label="Loading" /></Center>`. */
export function CenteredLoaderMarkup({ minHeight }: { minHeight: string }) {
  return (
    <div style={{ minHeight }} className="m_4451eb3a mantine-Center-root">
      <span
        style={{ '--loader-color': 'var(--mantine-color-navy-8)' } as CSSProperties}
        className="m_b34414df m_5ae2e3c mantine-Loader-root"
        role="status"
        aria-label="Loading"
      />
    </div>
  );
}

/** The filled colours the site's first-paint buttons use, as Mantine's variant resolver writes them (autoContrast). */
const BUTTON_COLORS = {
  'maple.4': { bg: 'maple-4', hover: 'maple-5', text: 'black' },
  'navy.8': { bg: 'navy-8', hover: 'navy-9', text: 'white' },
} as const;

interface ButtonLook {
  /** Mantine's `color`. */
  color: keyof typeof BUTTON_COLORS;
  /** Mantine's `size`; without it Mantine's default (sm) comes from its stylesheet. */
  size?: 'xs' | 'sm' | 'md';
  /** Mantine's `c` style prop (the text colour, kept when disabled). */
  c?: 'black' | 'white';
}

function buttonStyle({ color, size, c }: ButtonLook): CSSProperties {
  const colors = BUTTON_COLORS[color];
  return {
    ...(size === undefined
      ? {}
      : {
          '--button-height': `var(--button-height-${size})`,
          '--button-padding-x': `var(--button-padding-x-${size})`,
          '--button-fz': `var(--mantine-font-size-${size})`,
        }),
    '--button-bg': `var(--mantine-color-${colors.bg})`,
    '--button-hover': `var(--mantine-color-${colors.hover})`,
    '--button-color': `var(--mantine-color-${colors.text})`,
    '--button-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    ...(c === undefined ? {} : { color: `var(--mantine-color-${c})` }),
  } as CSSProperties;
}

function buttonClassName(active: boolean, className: string | undefined): string {
  return classNames(
    FOCUS,
    active && 'mantine-active',
    className,
    'm_77c9d27d mantine-Button-root',
    UNSTYLED_BUTTON,
  );
}

/** Mantine's `<Button component={Link} to=...>`. */
export function ButtonLinkMarkup({ color, size, c, className, children, ...props }: ButtonLook & LinkProps) {
  return (
    <Link
      style={buttonStyle({ color, size, c })}
      className={buttonClassName(true, className)}
      data-size={size}
      {...props}
    >
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label">{children}</span>
      </span>
    </Link>
  );
}

type LoaderState = 'exited' | 'pre-entering' | 'entering' | 'entered' | 'pre-exiting' | 'exiting';

const LOADER_DURATION_MS = 150;

function loaderStyle(state: LoaderState): CSSProperties {
  const entering = state === 'entering' || state === 'entered';
  return {
    transitionProperty: 'transform, opacity',
    WebkitBackfaceVisibility: 'hidden',
    transitionDuration: `${LOADER_DURATION_MS}ms`,
    transitionTimingFunction: 'ease',
    transformOrigin: 'center',
    ...(entering
      ? { opacity: 1, transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))' }
      : { opacity: 0, transform: 'translate(-50%, -200%)' }),
  };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Mantine's Transition for the button's loader (use-transition.mjs): two animation frames in the
 * 'out' style, then 150 ms of CSS transition to 'in' (and back when loading ends); none for a
 * visitor who asks for reduced motion (the theme respects it), whose loader shows and hides at once.
 */
function useLoaderTransition(loading: boolean): { shown: boolean; style: CSSProperties | undefined } {
  const reduceMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const [state, setState] = useState<LoaderState>(loading ? 'entered' : 'exited');
  const previous = useRef(loading);
  useEffect(() => {
    if (previous.current === loading) return;
    previous.current = loading;
    let timer = -1;
    let frame = requestAnimationFrame(() => {
      // Without motion the loader follows `loading` at once (below); the state only keeps up.
      if (reduceMotion) {
        setState(loading ? 'entered' : 'exited');
        return;
      }
      flushSync(() => setState(loading ? 'pre-entering' : 'pre-exiting'));
      frame = requestAnimationFrame(() => {
        setState(loading ? 'entering' : 'exiting');
        timer = window.setTimeout(() => setState(loading ? 'entered' : 'exited'), LOADER_DURATION_MS);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [loading, reduceMotion]);
  if (reduceMotion) return { shown: loading, style: undefined };
  return { shown: state !== 'exited', style: loaderStyle(state) };
}

/** Mantine's `<Button>` (a `<button>`), with its `loading` and `disabled` states. */
export function ButtonMarkup({
  color,
  size,
  c,
  loading = false,
  disabled = false,
  className,
  type = 'button',
  children,
  ...props
}: ButtonLook & { loading?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const loader = useLoaderTransition(loading);
  return (
    <button
      style={buttonStyle({ color, size, c })}
      className={buttonClassName(!disabled && !loading, className)}
      data-size={size}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      type={type}
      disabled={disabled || loading}
      {...props}
    >
      {loader.shown && (
        <span style={loader.style} className="m_a25b86ee mantine-Button-loader" aria-hidden>
          <span
            style={
              {
                '--loader-size': 'calc(var(--button-height) / 1.8)',
                '--loader-color': 'var(--button-color)',
              } as CSSProperties
            }
            className="m_b34414df m_5ae2e3c mantine-Loader-root"
          />
        </span>
      )}
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </button>
  );
}
