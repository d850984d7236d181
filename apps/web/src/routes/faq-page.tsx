import { SITE_FAQS } from '@brokerage/shared/content/faq-content';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { ContentAccordion } from '#src/features/content/components/content-accordion.tsx';
import { PageBanner } from '#src/features/content/components/page-banner.tsx';
import classes from '#src/features/content/components/content.module.css';
import type { Route } from './+types/faq-page';
import { StaticHtml } from '#src/components/hydrate-later.tsx';

// Build time only (ADR 0021).
export function loader() {
  return { faqs: SITE_FAQS };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'faq' };

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  // Text and native disclosures: never hydrated (ADR 0127).
  return (
    <StaticHtml>
      <PageBanner title="Frequently Asked Questions">
        <p>Quick answers about quotes, coverage and working with us.</p>
      </PageBanner>
      <div className={classes.page}>
        <div className={classes.section}>
          <ContentAccordion
            items={loaderData.faqs.map((f) => ({ title: f.question, body: f.answer }))}
            numbered
            html
          />
        </div>
      </div>
    </StaticHtml>
  );
}
