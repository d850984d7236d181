import { COMPANY } from '@brokerage/shared/company/company-info';
import { PROVINCE_NOT_SERVED_MESSAGE } from '@brokerage/shared/catalogue/provinces';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { PageBanner } from '#src/features/content/components/page-banner.tsx';
import { ProvinceSubscribeForm } from '#src/features/content/components/province-subscribe-form.tsx';
import classes from '#src/features/content/components/content.module.css';
import { QueryProvider } from '#src/lib/query-provider.tsx';
import type { Route } from './+types/province-availability-page';
import { joinWithAnd } from '@brokerage/shared/content/site-origin';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx); its
// form (the shared schema) is the page's purpose and hydrates with it, in its own query client's
// provider: a content page's <main> has none (ADR 0127).
export const handle: ContentPageHandle = { contentPage: 'province-availability' };

/** Out-of-province notice (platform spec section 9): e-mail box and UPDATE ME! (N23). */
export default function ProvinceAvailabilityPage() {
  return (
    <>
      <PageBanner title="Coming soon to your province">
        <p>{PROVINCE_NOT_SERVED_MESSAGE}</p>
      </PageBanner>
      <div className={classes.page}>
        <section className={classes.section} aria-labelledby="update-me">
          <h2 id="update-me" className={classes.sectionTitle}>
            Be the first to know
          </h2>
          <p className={classes.lead}>
            {COMPANY.name} is licensed in {joinWithAnd(COMPANY.licensedProvinces)} today. Leave your e-mail
            and we will write to you once, when we start serving your province.
          </p>
          <QueryProvider>
            <ProvinceSubscribeForm />
          </QueryProvider>
        </section>
      </div>
    </>
  );
}
