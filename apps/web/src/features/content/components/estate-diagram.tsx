import type { DescribedSection } from '@brokerage/shared/content/content-schemas';
import { ESTATE_CORPORATE_TAX_PERCENT } from '@brokerage/shared/content/product-page-constants';
import classes from './content.module.css';

/** Corporate-owned life insurance strategy as a numbered flow (platform spec section 9: 15.5%). */
export function EstateDiagram({ section }: { section: DescribedSection }) {
  return (
    <section className={classes.section} aria-labelledby="estate-diagram">
      <h2 id="estate-diagram" className={classes.sectionTitle}>
        {section.name}
      </h2>
      <p className={classes.callout}>
        <span className={classes.calloutFigure}>{ESTATE_CORPORATE_TAX_PERCENT}%</span> corporate tax in this
        example
      </p>
      <p>{section.description}</p>
      <ol className={classes.flow}>
        {section.subPoints.map((step) => (
          <li key={step.name}>
            <strong>{step.name}</strong>
            <span>{step.description}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
