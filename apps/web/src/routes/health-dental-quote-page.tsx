import { HEALTH_DENTAL_PARTNERS, partnerQuoteUrl } from '@brokerage/shared/content/product-page-constants';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { PageBanner } from '#src/features/content/components/page-banner.tsx';
import classes from '#src/features/content/components/content.module.css';
import type { Route } from './+types/health-dental-quote-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'health-dental-quote' };

/** Two partner cards whose get-quote links open in a new tab with our agent id (platform spec section 2). */
export default function HealthDentalQuotePage() {
  return (
    <>
      <PageBanner title="Health and Dental quotes">
        <p>Compare plans from our partners and buy online. We are here if you have questions.</p>
      </PageBanner>
      <div className={classes.page}>
        <ul className={classes.partnerCards}>
          {HEALTH_DENTAL_PARTNERS.map((partner) => (
            <li key={partner.name} className={classes.card}>
              <h2 className={classes.cardTitle}>{partner.name}</h2>
              <p>{partner.description}</p>
              <p>
                <a
                  href={partnerQuoteUrl(partner.quoteUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.externalLink}
                >
                  Get a quote from {partner.name}
                  <span className={classes.srOnly}> (opens in a new tab)</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
