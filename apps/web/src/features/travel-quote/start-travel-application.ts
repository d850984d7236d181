import { useNavigate } from 'react-router';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { saveTravelQuote, type SavedTravelQuote } from './saved-travel-quote.ts';
import { travelPath } from './travel-paths.ts';

/**
 * Start Application from the results or the comparison: saves the request with the plan's
 * deductible and coverage (product-flows section 4) and the plan with the stored quote it came
 * from, which the application cites (ADR 0088), then opens the application.
 */
export function useStartTravelApplication(slug: TravelProductSlug) {
  const navigate = useNavigate();
  return (current: SavedTravelQuote, row: TravelQuoteRow, quoteId: string | undefined) => {
    const plan = {
      plan: row.policyName,
      company: row.company,
      premiumAmount: row.premiumAmount,
      ...(quoteId === undefined
        ? {}
        : { citation: { quoteId, planCode: row.planCode, deductible: row.deductibleAmount } }),
    };
    if (current.kind === 'student') {
      saveTravelQuote({ ...current, plan });
    } else {
      const deductible = row.deductibleAmount ?? current.request.deductible ?? 0;
      if (current.kind === 'visitor') {
        const coverage = row.coverageAmount ?? current.request.coverage;
        saveTravelQuote({ ...current, request: { ...current.request, deductible, coverage }, plan });
      } else {
        saveTravelQuote({ ...current, request: { ...current.request, deductible }, plan });
      }
    }
    void navigate(travelPath(slug, 'application'));
  };
}
