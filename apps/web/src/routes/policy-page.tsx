import { POLICY } from '@brokerage/shared/content/legal-content';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { requestTracker } from '#src/lib/request-tracker.ts';
import { LegalDocument, OptionList } from '#src/features/content/components/legal-document.tsx';
import type { Route } from './+types/policy-page';

// Build time only (ADR 0021).
export function loader() {
  return { policy: POLICY, updatedOn: formatDisplayDate(POLICY.updationDate) };
}

// Platform spec section 2: a loading image until the document has loaded. A first visit has it in
// the HTML; coming from another page loads the `.data` file while the site's loading overlay shows.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const done = requestTracker.start();
  try {
    return await serverLoader();
  } finally {
    done();
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

// Opened directly, the page hydrates without React Router's data router (ADR 0121, root.tsx).
export const handle: ContentPageHandle = { contentPage: 'policy' };

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  const { policy, updatedOn } = loaderData;
  return (
    <LegalDocument
      title="Privacy Policy"
      updatedOn={updatedOn}
      index={policy.index}
      intro={policy.description.map((d) => (
        <p key={d}>{d}</p>
      ))}
    >
      {policy.points.map((point) => (
        <section key={point.link} aria-labelledby={point.link}>
          <h2 id={point.link} tabIndex={-1}>
            {point.id}. {point.name}
          </h2>
          {point.description.map((d) => (
            <p key={d}>{d}</p>
          ))}
          <OptionList options={point.options} />
        </section>
      ))}
    </LegalDocument>
  );
}
