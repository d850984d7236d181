// Plans comparison (product-flows sections 2 and 7) on the shared side-by-side table: each plan's
// header with its insurer's mark, premium, deductible and Start Application (or Buy Now), taken
// from the saved quote's results; a placeholder where a plan has no value; the rows that differ
// highlighted; a back button.

import { Button, Group, Loader, Text } from '@mantine/core';
import { dollarsToCents, formatCad } from '@brokerage/shared/money/cents';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { ComparedPlanAction, PlanComparison } from '#src/components/ui/plan-comparison.tsx';
import { useQuotes } from '#src/lib/quote-api.ts';
import type { ComparisonQuery } from '../api/travel-api.ts';
import { useComparison } from '../api/travel-api.ts';
import type { SavedTravelQuote } from '../saved-travel-quote.ts';
import { firstPremium } from './travel-result-card.tsx';

export const MISSING_VALUE = '—';

const money = (dollars: number) => formatCad(dollarsToCents(dollars));

export interface ComparisonViewProps {
  query: ComparisonQuery;
  /** The saved quote whose results the plans were picked from (their prices), or null. */
  quote: SavedTravelQuote | null;
  onApply: (row: TravelQuoteRow, quoteId: string | undefined) => void;
  onBack: () => void;
}

export function ComparisonView({ query, quote, onApply, onBack }: ComparisonViewProps) {
  const comparison = useComparison(query);
  const quotes = useQuotes('travel', quote?.product ?? 'visitors-to-canada', quote?.request ?? null);
  const picked = [
    { plan: query.plan1, company: query.company1 },
    { plan: query.plan2, company: query.company2 },
    ...(query.plan3 && query.company3 ? [{ plan: query.plan3, company: query.company3 }] : []),
  ];
  // The plan's cheapest row of the results: the price its header shows.
  const rowOf = (plan: string, company: string) =>
    (quotes.data?.quotes ?? [])
      .filter((row) => row.policyName === plan && row.company === company)
      .sort((a, b) => firstPremium(a) - firstPremium(b))[0];
  const plans = picked.map(({ plan, company }) => {
    const row = rowOf(plan, company);
    return {
      key: `${plan}-${company}`,
      name: plan,
      insurer: company,
      price: row ? money(firstPremium(row)) : null,
      priceNote: row ? (Array.isArray(row.premiumAmount) ? 'from, Premium 1' : 'for the trip') : undefined,
      facts: row
        ? [{ label: 'Deductible', value: row.deductibleAmount === null ? '-' : money(row.deductibleAmount) }]
        : undefined,
      action: row ? (
        <ComparedPlanAction
          label="Start Application"
          ariaLabel={`Start Application: ${company} ${plan}`}
          onClick={() => onApply(row, quotes.data?.quoteId)}
        />
      ) : null,
    };
  });
  return (
    <div>
      <Group mb="md">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
      </Group>
      {comparison.isPending ? (
        <Group justify="center" p="xl">
          <Loader role="status" aria-label="Loading the comparison" />
        </Group>
      ) : comparison.isError ? (
        <Text role="alert">We could not load this comparison.</Text>
      ) : (
        <PlanComparison
          caption="Summary of benefits, side by side"
          label="Plans compared"
          plans={plans}
          rows={Object.entries(comparison.data ?? {}).map(([benefit, values]) => ({
            label: benefit,
            values: picked.map((_, i) => values[i] ?? MISSING_VALUE),
          }))}
        />
      )}
    </div>
  );
}
