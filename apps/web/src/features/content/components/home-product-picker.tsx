import type { HomeContent } from '@brokerage/shared/content/content-schemas';
import { ButtonLink } from '#src/components/ui/first-load.tsx';
import { Illustration } from './illustration.tsx';
import classes from './content.module.css';

/**
 * Home's product picker (platform spec section 2's banners, shown side by side instead of rotating:
 * one fixed promise above, every choice in view at once, nothing moves on its own). Each tile has
 * its image, name and description, and a quote link or a plain button.
 */
export function HomeProductPicker({ banners }: { banners: HomeContent['banners'] }) {
  return (
    <section aria-labelledby="home-picker-title" className={classes.picker}>
      <h2 id="home-picker-title" className={classes.pickerTitle}>
        What would you like to cover?
      </h2>
      <ul className={classes.pickerGrid}>
        {banners.map((banner) => (
          <li key={banner.name} className={classes.pickerTile}>
            <Illustration name={banner.image} className={classes.pickerImage} />
            <h3 className={classes.pickerName}>{banner.name}</h3>
            <p className={classes.pickerText}>{banner.description}</p>
            <ButtonLink
              to={banner.quoteLink ?? banner.link}
              tone={banner.quoteLink ? 'maple' : 'navy'}
              size="md"
              className={classes.pickerButton}
            >
              {banner.buttonLabel}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
