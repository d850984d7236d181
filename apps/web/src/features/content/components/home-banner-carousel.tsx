import type { HomeContent } from '@brokerage/shared/content/content-schemas';
import { ButtonLink } from '#src/components/ui/first-load.tsx';
import { AutoplayCarousel } from './autoplay-carousel.tsx';
import { Illustration } from './illustration.tsx';
import classes from './content.module.css';

export const BANNER_DELAY_MS = 1500;

/** Home banner: image, name, description, and a quote link or a plain button (platform spec section 2). */
export function HomeBannerCarousel({ banners }: { banners: HomeContent['banners'] }) {
  return (
    <AutoplayCarousel label="Featured products" delayMs={BANNER_DELAY_MS} withIndicators>
      {banners.map((banner) => (
        <div className={classes.bannerSlide} key={banner.name}>
          <div className={classes.bannerSlideText}>
            <h2 className={classes.bannerSlideTitle}>{banner.name}</h2>
            <p>{banner.description}</p>
            <ButtonLink
              to={banner.quoteLink ?? banner.link}
              tone={banner.quoteLink ? 'maple' : 'navy'}
              size="md"
            >
              {banner.buttonLabel}
            </ButtonLink>
          </div>
          <Illustration name={banner.image} className={classes.bannerSlideImage} />
        </div>
      ))}
    </AutoplayCarousel>
  );
}
