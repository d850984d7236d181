import type { ComponentProps } from 'react';
import { COMPANY, formatCompanyAddress } from '@brokerage/shared/company/company-info';
import { ABOUT_CONTENT } from '@brokerage/shared/content/site-content';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { hydrateLater } from '#src/components/hydrate-later.tsx';
import { Illustration } from '#src/features/content/components/illustration.tsx';
import { PageBanner } from '#src/features/content/components/page-banner.tsx';
import classes from '#src/features/content/components/content.module.css';
import type { Route } from './+types/about-page';

// Below the fold: the insurers table's list (TanStack Query's code) loads when the browser is idle,
// with its query client's provider: a content page's <main> has none (ADR 0127).
const InsurersDisclosure = hydrateLater(async () => {
  const [{ InsurersDisclosure: Disclosure }, { QueryProvider }] = await Promise.all([
    import('#src/features/content/components/insurers-disclosure.tsx'),
    import('#src/lib/query-provider.tsx'),
  ]);
  return function InsurersDisclosureWithQueries(props: ComponentProps<typeof Disclosure>) {
    return (
      <QueryProvider>
        <Disclosure {...props} />
      </QueryProvider>
    );
  };
});

// The disclosure that lists the insurers table's insurers once the page runs (ADR 0097).
const INSURERS_DISCLOSURE = 'Insurers we represent';

// Build time only (ADR 0021).
export function loader() {
  return { about: ABOUT_CONTENT };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'about' };

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  return (
    <>
      <PageBanner title="About Us">
        <p>An independent brokerage in Brampton, serving Ontario, Alberta and British Columbia.</p>
      </PageBanner>
      <div className={classes.page}>
        <section className={`${classes.section} ${classes.aboutGrid}`} aria-labelledby="who-we-are">
          <div>
            <h2 id="who-we-are" className={classes.sectionTitle}>
              Who we are
            </h2>
            {about.intro.map((p) => (
              <p key={p} className={classes.lead}>
                {p}
              </p>
            ))}
          </div>
          <Illustration name="family" className={classes.sideImage} />
        </section>

        <section className={classes.section} aria-labelledby="owner">
          <h2 id="owner" className={classes.sectionTitle}>
            Meet our founder: {about.owner.name}
          </h2>
          <p className={classes.eyebrow}>{about.owner.title}</p>
          {about.owner.bio.map((p) => (
            <p key={p} className={classes.lead}>
              {p}
            </p>
          ))}
        </section>

        <section className={classes.section} aria-labelledby="values">
          <h2 id="values" className={classes.sectionTitle}>
            What we stand for
          </h2>
          <ul className={classes.cards}>
            {about.values.map((v) => (
              <li key={v.name} className={classes.card}>
                <h3 className={classes.cardTitle}>{v.name}</h3>
                <p>{v.description}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          id="contact"
          className={`${classes.section} ${classes.contactBox}`}
          aria-labelledby="contact-heading"
          tabIndex={-1}
        >
          <h2 id="contact-heading" className={classes.sectionTitle}>
            Contact us
          </h2>
          <p>
            Phone: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
            <br />
            E-mail: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            <br />
            Office: {formatCompanyAddress()}
          </p>
          <p>
            {COMPANY.hours.map((h) => `${h.days}: ${h.open} to ${h.close}`).join('. ')}.{' '}
            {COMPANY.replyPromise}
          </p>
        </section>

        <section id="disclosure" className={classes.section} aria-labelledby="disclosure-heading">
          <h2 id="disclosure-heading" className={classes.sectionTitle}>
            Disclosure
          </h2>
          {about.disclosure.map((d) => (
            <div key={d.name}>
              <h3 className={classes.cardTitle}>{d.name}</h3>
              {d.name === INSURERS_DISCLOSURE ? (
                <InsurersDisclosure prerendered={d.description} />
              ) : (
                <p className={classes.lead}>{d.description}</p>
              )}
            </div>
          ))}
        </section>
      </div>
    </>
  );
}
