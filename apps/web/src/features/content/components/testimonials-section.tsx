import type { TestimonialsContent } from '@brokerage/shared/content/content-schemas';
import { groupThousands } from '@brokerage/shared/money/cents';
import classes from './content.module.css';

/**
 * Testimonials with the statistics (platform spec section 2), all in view: no carousel. Only
 * figures with a source are shown, as exact numbers (ADR 0119): the lenders and insurers are counted
 * from the lists on this site, the products from the catalogue. The client count has no source the
 * site can show, so it is left out until it has one.
 */
export function TestimonialsSection({ content }: { content: TestimonialsContent }) {
  const stats = [
    { label: 'Years in business', value: content.yearsInBusiness },
    { label: 'Mortgage lenders we work with', value: content.totalLenders },
    { label: 'Insurance companies we compare', value: content.insuranceCompanies },
    { label: 'Products we offer', value: content.productOfferings },
  ];
  return (
    <section className={classes.section} aria-labelledby="testimonials">
      <h2 id="testimonials" className={classes.sectionTitle}>
        What our clients say
      </h2>
      <ul className={classes.stats}>
        {stats.map((s) => (
          <li key={s.label}>
            <span className={classes.statValue}>{groupThousands(s.value)}</span>
            <span className={classes.statLabel}>{s.label}</span>
          </li>
        ))}
      </ul>
      <p className={classes.statsSource}>
        Counted from our partner lists and product catalogue on this site; years since we opened in Brampton.
      </p>
      <ul className={classes.testimonials}>
        {content.testimonials.map((t) => (
          <li key={t.name}>
            <figure className={classes.testimonial}>
              <blockquote>“{t.description}”</blockquote>
              <figcaption>
                <strong>{t.name}</strong>, {t.designation}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
