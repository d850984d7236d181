import { hydrateLater } from '#src/components/hydrate-later.tsx';
import type { AutoplayCarouselProps } from './autoplay-carousel-view.tsx';

// The carousel's code loads after the first paint;
// its slides are in the prerendered HTML from the start.
export const AutoplayCarousel = hydrateLater<AutoplayCarouselProps>(() =>
  import('./autoplay-carousel-view.tsx').then((module) => module.AutoplayCarouselView),
);
