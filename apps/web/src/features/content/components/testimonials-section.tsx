import type { TestimonialsContent } from '@brokerage/shared/content/content-schemas';
import { groupThousands } from '@brokerage/shared/money/cents';
import classes from './content.module.css';

/** Testimonials with the five statistics (platform spec section 2), all in view: no carousel. */
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
