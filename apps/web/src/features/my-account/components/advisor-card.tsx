import { COMPANY } from '@brokerage/shared/company/company-info';
import { SkeletonBlocks } from '#src/components/page-frame.tsx';
import { Card } from '#src/components/ui/design-parts.tsx';
import { ButtonLink } from '#src/components/ui/first-load.tsx';
import classes from './account-overview.module.css';

// Light on purpose: My account's prerendered frame shows the advisors card (ADR 0129), so this file
// must not bring the overview's data code with it.

/** Where a customer books a call: the page of the product most calls are about. */
export const BOOK_A_CALL_PATH = '/term-life/quote/book-a-call';

/**
 * Who helps the customer: the staff member assigned to their newest lead, else the brokerage's
 * licensed advisors; how to reach them and when.
 */
export function AdvisorCard({ name }: { name: string | undefined }) {
  return (
    <Card as="section" aria-labelledby="advisor-title">
      <h2 id="advisor-title" className={classes.cardTitle}>
        {name === undefined ? 'Your advisors' : 'Your advisor'}
      </h2>
      {name === undefined ? (
        <p className={classes.cardLine}>
          Licensed advisors at {COMPANY.shortName} in Brampton review every quote and application with you.
          The advisor handling your application writes to you from it.
        </p>
      ) : (
        <p className={classes.cardLine}>
          Your advisor: <strong>{name}</strong>, at {COMPANY.shortName} in Brampton. They review your quotes
          and applications with you and write to you from your application.
        </p>
      )}
      <p className={classes.cardLine}>
        <a href={COMPANY.phoneHref} className={classes.link}>
          {COMPANY.phone}
        </a>
        , {COMPANY.hours.map((slot) => `${slot.days} ${slot.open} to ${slot.close}`).join('; ')}
      </p>
      <ButtonLink tone="navy" to={BOOK_A_CALL_PATH}>
        Book a call
      </ButtonLink>
    </Card>
  );
}

/**
 * The overview as prerendered and until its calls have answered (ADR 0129): the greeting's line,
 * the space of what is in progress beside the advisors card, which needs no data and is the first
 * screen's largest text, so it paints with the page; then the space of the rest.
 */
export function AccountOverviewFrame() {
  return (
    <div className={classes.overview}>
      <SkeletonBlocks lines={1} blocks={0} />
      <div className={classes.lead}>
        <div className={classes.inProgress}>
          <SkeletonBlocks lines={0} blocks={1} />
        </div>
        <AdvisorCard name={undefined} />
      </div>
      <SkeletonBlocks lines={0} blocks={1} />
    </div>
  );
}
