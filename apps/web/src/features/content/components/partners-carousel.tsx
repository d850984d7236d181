import type { HomeContent } from '@brokerage/shared/content/content-schemas';
import { AutoplayCarousel } from './autoplay-carousel.tsx';
import classes from './content.module.css';

export const PARTNERS_DELAY_MS = 1000;

interface PartnersCarouselProps {
  content: Pick<HomeContent, 'partnersHeading' | 'partnersSubheading' | 'partners' | 'lenders'>;
  /** Mortgage mode lists lenders instead of insurers (platform spec section 2). */
  mode?: 'insurers' | 'lenders';
}

export function PartnersCarousel({ content, mode = 'insurers' }: PartnersCarouselProps) {
  const names = mode === 'lenders' ? content.lenders : content.partners;
  const heading = mode === 'lenders' ? 'Compare rates from Canada’s lenders' : content.partnersSubheading;
  return (
    <section className={classes.section} aria-labelledby={`partners-${mode}`}>
      <p className={classes.eyebrow}>{content.partnersHeading}</p>
      <h2 id={`partners-${mode}`} className={classes.sectionTitle}>
        {heading}
      </h2>
      <AutoplayCarousel
        label={mode === 'lenders' ? 'Lenders we work with' : 'Insurers we work with'}
        delayMs={PARTNERS_DELAY_MS}
        slideSize={{ base: '50%', sm: '25%', md: '20%' }}
      >
        {names.map((name) => (
          <div className={classes.partnerTile} key={name}>
            {name}
          </div>
        ))}
      </AutoplayCarousel>
    </section>
  );
}
