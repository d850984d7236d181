import type { HomeContent } from '@brokerage/shared/content/content-schemas';
import { ButtonLinkMarkup } from '#src/components/mantine-markup.tsx';
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
            {/* Mantine's Button markup: home's first paint without Mantine's code (issue 14). */}
            <ButtonLinkMarkup
              to={banner.quoteLink ?? banner.link}
              color={banner.quoteLink ? 'maple.4' : 'navy.8'}
              c={banner.quoteLink ? 'black' : 'white'}
              size="md"
            >
              {banner.buttonLabel}
            </ButtonLinkMarkup>
          </div>
          <Illustration name={banner.image} className={classes.bannerSlideImage} />
        </div>
      ))}
    </AutoplayCarousel>
  );
}
