import { TERMS } from '@brokerage/shared/content/legal-content';
import { formatDisplayDate } from '@brokerage/shared/dates/civil-date';
import { pageMeta } from '#src/app/page-meta.ts';
import type { ContentPageHandle } from '#src/app/content-pages.ts';
import { requestTracker } from '#src/lib/request-tracker.ts';
import { LegalDocument, OptionList } from '#src/features/content/components/legal-document.tsx';
import type { Route } from './+types/terms-page';

// Build time only (ADR 0021).
export function loader() {
  return { terms: TERMS, updatedOn: formatDisplayDate(TERMS.updationDate) };
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
export const handle: ContentPageHandle = { contentPage: 'terms' };

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { terms, updatedOn } = loaderData;
  return (
    <LegalDocument title="Terms of Service" updatedOn={updatedOn} index={terms.index}>
      {terms.data.map((section, i) => (
        <section key={section.link} aria-labelledby={section.link}>
          <h2 id={section.link} tabIndex={-1}>
            {i + 1}. {section.name}
          </h2>
          {section.subPoint.map((sub, j) => (
            <div key={`${section.link}-${j}`}>
              {sub.name ? (
                <h3>
                  {i + 1}.{j + 1} {sub.name}
                </h3>
              ) : null}
              {sub.description.map((d) => (
                <div key={d.name}>
                  <p>{d.name}</p>
                  <OptionList options={d.options} />
                </div>
              ))}
            </div>
          ))}
        </section>
      ))}
    </LegalDocument>
  );
}
