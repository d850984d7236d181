import { Children, useEffect, useState, type ReactNode } from 'react';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import classes from './content.module.css';

type EmblaApi = Parameters<NonNullable<CarouselProps['getEmblaApi']>>[0];

export interface AutoplayCarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Autoplay delay (platform spec section 9: 1500 ms and 1000 ms). */
  delayMs: number;
  slideSize?: string | Record<string, string>;
  slideGap?: string | Record<string, string>;
  withIndicators?: boolean;
  children: ReactNode;
}

/**
 * A looping carousel that advances by itself (embla API, no autoplay plugin installed), with a
 * visible pause control, and that stops while the pointer or keyboard focus is inside (N24).
 */
export function AutoplayCarouselView({
  label,
  delayMs,
  slideSize = '100%',
  slideGap = 'md',
  withIndicators = false,
  children,
}: AutoplayCarouselProps) {
  const [embla, setEmbla] = useState<EmblaApi | null>(null);
  // Visitors who ask for less motion start paused (read after hydration); their click wins.
  const prefersReducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const paused = choice === 'pause' || (choice === null && prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !paused && !hovered && !focused;

  useEffect(() => {
    if (!embla || !running) return;
    const timer = window.setInterval(() => embla.scrollNext(), delayMs);
    return () => window.clearInterval(timer);
  }, [embla, running, delayMs]);

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={running ? 'running' : 'stopped'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
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
      <Carousel
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: true, align: 'start' }}
        slideSize={slideSize}
        slideGap={slideGap}
        withIndicators={withIndicators}
        classNames={{
          root: classes.carouselRoot,
          indicator: classes.carouselIndicator,
          control: classes.carouselControl,
        }}
        previousControlProps={{ 'aria-label': `Previous slide: ${label}` }}
        nextControlProps={{ 'aria-label': `Next slide: ${label}` }}
      >
        {Children.toArray(children).map((child, index, all) => (
          <Carousel.Slide
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${all.length}`}
          >
            {child}
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
