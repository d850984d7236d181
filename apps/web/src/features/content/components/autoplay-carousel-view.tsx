import { Children, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { VisuallyHidden } from '#src/components/ui/first-load.tsx';
import classes from './content.module.css';

type Responsive = string | Partial<Record<'base' | 'sm' | 'md', string>>;

export interface AutoplayCarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Autoplay delay (platform spec section 9: 1500 ms and 1000 ms). */
  delayMs: number;
  /** A slide's width, or one per breakpoint (Mantine's sm 48em and md 62em). */
  slideSize?: Responsive;
  /** A Mantine spacing token or a CSS length. */
  slideGap?: string;
  withIndicators?: boolean;
  children: ReactNode;
}

const SPACING = new Set(['xs', 'sm', 'md', 'lg', 'xl']);

/** The sizes as CSS variables the module's `.carouselSized` picks by breakpoint. */
function sizeVariables(slideSize: Responsive, slideGap: string): CSSProperties {
  const sizes = typeof slideSize === 'string' ? { base: slideSize } : slideSize;
  return {
    '--slide-size-base': sizes.base,
    '--slide-size-sm': sizes.sm,
    '--slide-size-md': sizes.md,
    '--carousel-slide-gap': SPACING.has(slideGap) ? `var(--mantine-spacing-${slideGap})` : slideGap,
  } as CSSProperties;
}

/** The last first-slide position that leaves no empty space (several slides may be in view). */
function lastStart(area: HTMLElement | null, count: number): number {
  const slide = area?.querySelector<HTMLElement>('[aria-roledescription="slide"]');
  const inView =
    area && slide && slide.offsetWidth > 0 ? Math.round(area.offsetWidth / slide.offsetWidth) : 1;
  return Math.max(0, count - Math.max(1, inView));
}

function Chevron({ turn }: { turn: 90 | -90 }) {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      style={{
        transform: `rotate(${turn}deg)`,
        width: 'calc(1rem * var(--mantine-scale))',
        height: 'calc(1rem * var(--mantine-scale))',
        display: 'block',
      }}
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * A carousel that advances by itself, with a visible pause control, and that stops while the
 * pointer or keyboard focus is inside (N24). Mantine's Carousel markup and styles (its classes),
 * moved by a CSS transform: no Embla, whose start-up measured the page in one long task of about
 * 300 ms on a slow phone (ADR 0086). From the last position it goes back to the first.
 */
export function AutoplayCarouselView({
  label,
  delayMs,
  slideSize = '100%',
  slideGap = 'md',
  withIndicators = false,
  children,
}: AutoplayCarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const id = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Visitors who ask for less motion start paused (read after hydration); their click wins.
  const prefersReducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const paused = choice === 'pause' || (choice === null && prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !paused && !hovered && !focused;

  function moveTo(next: number) {
    const last = lastStart(viewport.current, count);
    setIndex(next > last ? 0 : next < 0 ? last : next);
  }

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setInterval(() => {
      const last = lastStart(viewport.current, count);
      setIndex((at) => (at + 1 > last ? 0 : at + 1));
    }, delayMs);
    return () => window.clearInterval(timer);
  }, [running, delayMs, count]);

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={running ? 'running' : 'stopped'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        setFocused(true);
        // A focused link in a slide out of view: show that slide instead of letting the browser
        // scroll the clipped viewport.
        const area = viewport.current;
        const slide = (event.target as HTMLElement).closest<HTMLElement>('[aria-roledescription="slide"]');
        if (area && slide && area.contains(slide)) {
          area.scrollLeft = 0;
          const position = Array.from(slide.parentElement?.children ?? []).indexOf(slide);
          if (position >= 0) setIndex(Math.min(position, lastStart(area, count)));
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <button
        type="button"
        className={classes.pauseButton}
        aria-pressed={paused}
        onClick={() => setChoice(paused ? 'play' : 'pause')}
      >
        {paused ? 'Play' : 'Pause'}
        <VisuallyHidden> {label}</VisuallyHidden>
      </button>
      <div
        id={id}
        style={
          {
            ...sizeVariables(slideSize, slideGap),
          } as CSSProperties
        }
        className={`${classes.carouselRoot} ${classes.carouselSized}`}
      >
        <div className={classes.carouselControls}>
          {(['previous', 'next'] as const).map((type) => (
            <button
              key={type}
              type="button"
              className={classes.carouselControl}
              aria-controls={id}
              aria-label={`${type === 'previous' ? 'Previous' : 'Next'} slide: ${label}`}
              data-type={type}
              onClick={() => moveTo(index + (type === 'previous' ? -1 : 1))}
            >
              <Chevron turn={type === 'previous' ? 90 : -90} />
            </button>
          ))}
        </div>
        <div ref={viewport} className={classes.carouselViewport}>
          <div
            className={classes.carouselTrack}
            style={{ transform: `translate3d(calc(${-index} * var(--carousel-slide-size, 100%)), 0, 0)` }}
          >
            {slides.map((child, position) => (
              <div
                key={position}
                className={classes.carouselSlide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
              >
                {child}
              </div>
            ))}
          </div>
        </div>
        {withIndicators && (
          <div
            className={classes.carouselIndicators}
            role="tablist"
            aria-label="Slides"
            data-orientation="horizontal"
          >
            {slides.map((_, position) => (
              <button
                key={position}
                type="button"
                role="tab"
                className={classes.carouselIndicator}
                aria-label={`Go to slide ${position + 1}`}
                aria-selected={position === index}
                tabIndex={position === index ? 0 : -1}
                data-orientation="horizontal"
                data-active={position === index ? true : undefined}
                onClick={() => moveTo(position)}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
