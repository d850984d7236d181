import { planDetailRows } from '@brokerage/shared/life-quote/plan-details';
import type { LifePlanDetails } from '@brokerage/shared/life-quote/plan-details';
import classes from './life-quote.module.css';

/** A plan's details as a description list: results disclosure and the application. */
export function PlanDetailsList({ details }: { details: LifePlanDetails | undefined }) {
  return (
    <dl className={classes.planDetails}>
      {planDetailRows(details).map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The 'Plan details' disclosure under a results row: closed by default, opened by keyboard or click. */
export function PlanDetailsDisclosure({ details }: { details: LifePlanDetails | undefined }) {
  return (
    <details className={classes.planDetailsDisclosure}>
      <summary>Plan details</summary>
      <PlanDetailsList details={details} />
    </details>
  );
}
