import type { HomeContent } from '@brokerage/shared/content/content-schemas';
import { AutoplayCarousel } from './autoplay-carousel.tsx';
import classes from './content.module.css';

export const PARTNERS_DELAY_MS = 1000;

/** One partner tile: an insurer with its logo (or a neutral mark), or a lender by name. */
export interface PartnerItem {
  key: string;
  name: string;
  /** Insurers only: the logo's URL, or null for the neutral mark (ADR 0117). */
  logoUrl?: string | null;
}

interface PartnersCarouselProps {
  content: Pick<HomeContent, 'partnersHeading' | 'partnersSubheading'>;
  items: readonly PartnerItem[];
  /** Mortgage mode lists lenders instead of insurers (platform spec section 2). */
  mode?: 'insurers' | 'lenders';
}

/** A neutral mark for an insurer without a logo: its initials, drawn by the page (no image). */
const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((word) => /^[\p{L}\d]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

function PartnerTile({ item }: { item: PartnerItem }) {
  if (item.logoUrl === undefined) return <div className={classes.partnerTile}>{item.name}</div>;
  return (
    <div className={classes.partnerTile}>
      {item.logoUrl === null ? (
        <span className={classes.partnerMark} aria-hidden="true">
          {initials(item.name)}
        </span>
      ) : (
        <img
          className={classes.partnerLogo}
          src={item.logoUrl}
          alt=""
          width={96}
          height={40}
          loading="lazy"
        />
      )}
      <span>{item.name}</span>
    </div>
  );
}

export function PartnersCarousel({ content, items, mode = 'insurers' }: PartnersCarouselProps) {
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
        {items.map((item) => (
          <PartnerTile key={item.key} item={item} />
        ))}
      </AutoplayCarousel>
    </section>
  );
}
