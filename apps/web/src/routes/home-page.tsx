import { findRoute } from '@brokerage/shared/routes/route-table';
import { toBlogSummary } from '@brokerage/shared/content/content-schemas';
import { BLOG_POSTS } from '@brokerage/shared/content/blog-posts';
import { HOME_CONTENT, TESTIMONIALS_CONTENT } from '@brokerage/shared/content/site-content';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { ContactDialogButton } from '#src/features/contact/components/contact-dialog-button.tsx';
import { HomeProductPicker } from '#src/features/content/components/home-product-picker.tsx';
import { PriceAnchor } from '#src/features/content/components/price-anchor.tsx';
import { LicenceBadge } from '#src/components/ui/design-parts.tsx';
import { LatestBlogs } from '#src/features/content/components/latest-blogs.tsx';
import { PartnersCarousel } from '#src/features/content/components/partners-carousel.tsx';
import { RequestCallSection } from '#src/features/content/components/request-call-section.tsx';
import { TestimonialsSection } from '#src/features/content/components/testimonials-section.tsx';
import classes from '#src/features/content/components/content.module.css';
import { StaticHtml } from '#src/components/hydrate-later.tsx';
import { WhyWorkWithUs } from '#src/features/content/components/why-work-with-us.tsx';
import { summariesOfNames, usePublicInsurers } from '#src/lib/public-insurers.ts';
import type { Route } from './+types/home-page';

// Runs at build time only (ssr:false + prerender, ADR 0021): the HTML and home.data carry the content.
export function loader() {
  return { home: HOME_CONTENT, testimonials: TESTIMONIALS_CONTENT, posts: BLOG_POSTS.map(toBlogSummary) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Opened directly, home hydrates without React Router's data router (ADR 0090, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'home' };

const HOME_TITLE = findRoute('index')?.title ?? '';
const HOME_PROMISE =
  'Compare plans from Canada’s leading insurers in minutes, then talk to a licensed advisor before you decide. No fee, no pressure.';

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { home, testimonials, posts } = loaderData;
  // Prerendered from the seed list, then the insurers staff keep (ADR 0097): count and carousel.
  const insurers = usePublicInsurers(summariesOfNames(home.partners));
  return (
    <>
      <div className={classes.homeTop}>
        <div className={classes.homeTopInner}>
          {/* One fixed promise (the route table's title is the page's one h1), then every product
              choice in view: nothing in the first screen rotates. */}
          <div className={classes.homeHero}>
            <h1 className={classes.homeTitle}>{HOME_TITLE}</h1>
            <p className={classes.homePromise}>{HOME_PROMISE}</p>
            <PriceAnchor product="term-life" />
          </div>
          <HomeProductPicker banners={home.banners} />
          <LicenceBadge />
        </div>
      </div>
      {/* Below a phone's first screen: laid out as it nears the viewport (ADR 0131). */}
      <div className={`${classes.homeBelow} below-first-screen`}>
        {/* Text and native disclosures, and below, plain links: never hydrated (ADR 0127). */}
        <StaticHtml>
          <div className={classes.page}>
            <WhyWorkWithUs items={home.whyWorkWithUs} />
          </div>
        </StaticHtml>
        <RequestCallSection
          action={
            <ContactDialogButton tone="maple" size="md">
              Request a call
            </ContactDialogButton>
          }
        />
        <div className={classes.page}>
          <PartnersCarousel
            content={home}
            items={insurers.map((i) => ({ key: i.code, name: i.name, logoUrl: i.logoUrl }))}
          />
          <TestimonialsSection content={{ ...testimonials, insuranceCompanies: insurers.length }} />
          <StaticHtml>
            <LatestBlogs posts={posts} />
          </StaticHtml>
        </div>
      </div>
    </>
  );
}
