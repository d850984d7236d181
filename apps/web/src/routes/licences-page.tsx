import { LICENCES_CONTENT, PRODUCT_LINES } from '@brokerage/shared/content/compliance-content';
import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { PageBanner } from '#src/features/content/components/page-banner.tsx';
import classes from '#src/features/content/components/content.module.css';
import type { Route } from './+types/licences-page';

// Build time only (ADR 0021).
export function loader() {
  return {
    content: LICENCES_CONTENT,
    lines: PRODUCT_LINES.map((line) => ({
      ...line,
      productNames: line.products.map((value) => findProductByValue(value)?.name ?? String(value)),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'licences' };

/** Which licence covers which product line, who handles the rest, and the referrals (N26, N43). */
export default function LicencesPage({ loaderData }: Route.ComponentProps) {
  const { content, lines } = loaderData;
  return (
    <>
      <PageBanner title={content.title}>
        <p>Who handles your request, and under which licence.</p>
      </PageBanner>
      <div className={classes.page}>
        <section className={classes.section} aria-labelledby="where-we-sell">
          <h2 id="where-we-sell" className={classes.sectionTitle}>
            Where we sell
          </h2>
          <p className={classes.lead}>{content.intro}</p>
        </section>
        {lines.map((line) => (
          <section
            key={line.id}
            id={line.id}
            className={classes.section}
            aria-labelledby={`${line.id}-title`}
          >
            <h2 id={`${line.id}-title`} className={classes.sectionTitle}>
              {line.name}
            </h2>
            <p>Products: {line.productNames.join(', ')}.</p>
            <p>
              <strong>Handled by:</strong> {line.handledBy}
            </p>
            {line.referral === null ? null : (
              <p>
                <strong>Referral:</strong> {line.referral}
              </p>
            )}
          </section>
        ))}
        <section className={classes.section} aria-labelledby="referral-questions">
          <h2 id="referral-questions" className={classes.sectionTitle}>
            Questions
          </h2>
          <p>{content.complaints}</p>
        </section>
      </div>
    </>
  );
}
