import type { TestimonialsContent } from '@brokerage/shared/content/content-schemas';
import { groupThousands } from '@brokerage/shared/money/cents';
import { AutoplayCarousel } from './autoplay-carousel.tsx';
import classes from './content.module.css';

export const TESTIMONIALS_DELAY_MS = 1500;

/** Testimonials with the five statistics (platform spec section 2). */
export function TestimonialsSection({ content }: { content: TestimonialsContent }) {
  const stats = [
    { label: 'Years in business', value: content.yearsInBusiness },
    { label: 'Lenders', value: content.totalLenders },
    { label: 'Insurance companies', value: content.insuranceCompanies },
    { label: 'Product offerings', value: content.productOfferings },
    { label: 'Satisfied clients', value: content.satisfiedClients },
  ];
  return (
    <section className={classes.section} aria-labelledby="testimonials">
      <h2 id="testimonials" className={classes.sectionTitle}>
        What our clients say
      </h2>
      <ul className={classes.stats}>
        {stats.map((s) => (
          <li key={s.label}>
            <span className={classes.statValue}>{groupThousands(s.value)}+</span>
            <span className={classes.statLabel}>{s.label}</span>
          </li>
        ))}
      </ul>
      <AutoplayCarousel
        label="Client testimonials"
        delayMs={TESTIMONIALS_DELAY_MS}
        slideSize={{ base: '100%', md: '50%' }}
      >
        {content.testimonials.map((t) => (
          <figure className={classes.testimonial} key={t.name}>
            <blockquote>“{t.description}”</blockquote>
            <figcaption>
              <strong>{t.name}</strong>, {t.designation}
            </figcaption>
          </figure>
        ))}
      </AutoplayCarousel>
    </section>
  );
}
