// One travel plan on the shared result card (product-flows section 2): the plan, its coverage and
// deductible (a dash for GMS, N7), its premium (Premium 1, 2, ... for several medical rate
// categories), compare, Start Application, Buy Now in a new tab, and View Plan Information.

import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import type { PlanSummary, TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import {
  ResultCard,
  ResultCardLink,
  ResultPrice,
  type ResultCardProps,
} from '#src/components/ui/result-card.tsx';
import { VisuallyHidden } from '#src/components/ui/first-load.tsx';
import { FactList } from '#src/components/ui/design-parts.tsx';
import resultClasses from '#src/components/ui/result-card.module.css';

const money = (dollars: number) => formatCad(dollarsToCents(dollars));
const wholeMoney = (dollars: number) => formatCad(dollarsToCents(dollars), { omitZeroCents: true });

/** What Premium 1, 2, ... mean (the insurer's medical rate categories). */
export const PREMIUM_CATEGORIES_NOTE =
  "One premium per medical rate category: the insurer's medical questionnaire decides which one is yours.";

/** The rule that picks a travel list's best value, as the card says it. */
export const TRAVEL_BEST_VALUE_RULE = 'the lowest premium of the plans shown for your answers';

/** A row's premium to compare plans by: the first (lowest) medical rate category's. */
export const firstPremium = (row: TravelQuoteRow) =>
  Array.isArray(row.premiumAmount) ? (row.premiumAmount[0] ?? 0) : row.premiumAmount;

/** Two or three facts from the plan's data: coverage, deductible (a dash for GMS, N7), instalments. */
export function travelFeatures(row: TravelQuoteRow): string[] {
  const features = [
    row.coverageAmount === null ? undefined : `${wholeMoney(row.coverageAmount)} coverage`,
    `Deductible ${row.deductibleAmount === null ? '-' : wholeMoney(row.deductibleAmount)}`,
    row.monthly ? 'Monthly instalments' : undefined,
  ];
  return features.filter((f): f is string => f !== undefined);
}

export interface TravelResultCardProps {
  row: TravelQuoteRow;
  summary: PlanSummary | undefined;
  best: boolean;
  compare?: ResultCardProps['compare'];
  /** Replaces Start Application (travellers 60 and over). */
  actionSlot?: React.ReactNode;
  onStartApplication: () => void;
}

export function TravelResultCard({
  row,
  summary,
  best,
  compare,
  actionSlot,
  onStartApplication,
}: TravelResultCardProps) {
  const premiums = Array.isArray(row.premiumAmount) ? row.premiumAmount : [row.premiumAmount];
  return (
    <ResultCard
      planName={row.policyName}
      insurer={row.company}
      logoUrl={summary?.logoUrl ?? null}
      features={travelFeatures(row)}
      bestValue={best ? TRAVEL_BEST_VALUE_RULE : undefined}
      price={<ResultPrice amounts={premiums.map(money)} testId="premium" />}
      priceNote={
        premiums.length > 1
          ? PREMIUM_CATEGORIES_NOTE
          : row.monthly
            ? `or ${money(row.monthly.instalmentAmount)}/month, deposit ${money(row.monthly.depositAmount)}`
            : 'for the trip'
      }
      action={{ label: 'Start Application', onClick: onStartApplication }}
      actionSlot={actionSlot}
      extraAction={
        row.link && (
          <ResultCardLink href={row.link}>
            Buy Now
            <VisuallyHidden> {row.policyName} (opens in a new tab)</VisuallyHidden>
          </ResultCardLink>
        )
      }
      compare={compare}
      details={
        summary &&
        (() => (
          <>
            <h3 className={resultClasses.detailsTitle}>Summary of Benefits</h3>
            <FactList facts={summary.lines.map((line) => ({ label: line.key, value: line.value }))} />
            <p>
              <a href={summary.policyWordingLink} target="_blank" rel="noopener noreferrer">
                Policy Wording
                <VisuallyHidden> of {row.policyName} (opens in a new tab)</VisuallyHidden>
              </a>
            </p>
          </>
        ))
      }
    />
  );
}
