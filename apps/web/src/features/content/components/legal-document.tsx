import type { ReactNode } from 'react';
import type { LinkItem } from '@brokerage/shared/content/content-schemas';
import { PageBanner } from './page-banner.tsx';
import classes from './content.module.css';

interface LegalDocumentProps {
  title: string;
  /** The last update, as displayed (formatted at build time: no date library in the first load). */
  updatedOn: string;
  index: LinkItem[];
  intro?: ReactNode;
  children: ReactNode;
}

/** Terms and privacy layout: 'Last updated on', a table of contents that scrolls to sections. */
export function LegalDocument({ title, updatedOn, index, intro, children }: LegalDocumentProps) {
  return (
    <>
      <PageBanner title={title}>
        <p>Last updated on {updatedOn}</p>
      </PageBanner>
      <div className={classes.legalLayout}>
        <nav aria-labelledby="toc-heading" className={classes.toc}>
          <h2 id="toc-heading" className={classes.tocTitle}>
            Contents
          </h2>
          <ol>
            {index.map((item) => (
              <li key={item.link}>
                <a href={`#${item.link}`}>{item.name}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={classes.legalBody}>
          {intro}
          {children}
        </div>
      </div>
    </>
  );
}

/** One option list of a description item, nested under it. */
export function OptionList({ options }: { options: { id: number; name: string }[] }) {
  if (options.length === 0) return null;
  return (
    <ul className={classes.optionList}>
      {options.map((o) => (
        <li key={o.id}>{o.name}</li>
      ))}
    </ul>
  );
}
