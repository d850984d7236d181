import { planDetailRows } from '@brokerage/shared/life-quote/plan-details';
import type { LifePlanDetails } from '@brokerage/shared/life-quote/plan-details';
import classes from './life-quote.module.css';

/** A plan's details as a description list: the result card's details and the application. */
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
