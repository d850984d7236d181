import { ACCESSIBILITY_CONTENT } from '@brokerage/shared/content/compliance-content';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { PageBanner } from '#src/features/content/components/page-banner.tsx';
import classes from '#src/features/content/components/content.module.css';
import type { Route } from './+types/accessibility-page';

// Build time only (ADR 0021).
export function loader() {
  return { content: ACCESSIBILITY_CONTENT };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'accessibility' };

/** The accessibility statement Ontario's AODA expects (N24): level, testing, formats, feedback. */
export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageBanner title={content.title}>
        <p>WCAG 2.1 level AA, and how to reach us when something is in the way.</p>
      </PageBanner>
      <div className={classes.page}>
        {content.sections.map((section) => (
          <section key={section.id} className={classes.section} aria-labelledby={section.id}>
            <h2 id={section.id} className={classes.sectionTitle}>
              {section.name}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className={classes.lead}>
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
