import { planDetailRows } from '@brokerage/shared/life-quote/plan-details';
import type { LifePlanDetails } from '@brokerage/shared/life-quote/plan-details';
import { FactList } from '#src/components/ui/design-parts.tsx';

/** A plan's details as a description list: the result card's details and the application. */
export function PlanDetailsList({ details }: { details: LifePlanDetails | undefined }) {
  return <FactList facts={planDetailRows(details)} />;
}
