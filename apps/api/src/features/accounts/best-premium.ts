// The best (lowest) premium of a quote, in cents: of the stored answer, for the quotes
// list and 'See quotes again', and of an answer priced today. For travel, among the rows the results
// page shows for the request's deductible (its deductible rule, GMS kept), so the figure is one the
// customer saw; a row with a premium per category (travellers) counts its first, as results sort.

import { dollarsToCents } from '@brokerage/shared/money/cents';
import { filterByDeductible } from '@brokerage/shared/travel-quote/travel-pricing';

type Premium = number | number[];

interface TravelRow {
  insurerCode: string;
  deductibleCents: number | null;
  premium: Premium;
}

const firstOf = (premium: Premium): number | undefined => (Array.isArray(premium) ? premium[0] : premium);

function lowest(values: (number | undefined)[]): number | null {
  const found = values.filter((v): v is number => typeof v === 'number');
  return found.length === 0 ? null : Math.min(...found);
}

const isPremium = (value: unknown): value is Premium =>
  typeof value === 'number' || (Array.isArray(value) && value.every((v) => typeof v === 'number'));

function chosenDeductibleCents(request: unknown): number | undefined {
  if (request === null || typeof request !== 'object' || !('deductible' in request)) return undefined;
  return typeof request.deductible === 'number' ? dollarsToCents(request.deductible) : undefined;
}

function travelBest(rows: TravelRow[], request: unknown): number | null {
  const shown = filterByDeductible(rows, chosenDeductibleCents(request));
  return lowest(shown.map((r) => firstOf(r.premium)).map((d) => (d === undefined ? d : dollarsToCents(d))));
}

/**
 * The stored answer: life keeps [plan code, cents] rows under `quotes`; travel keeps
 * [plan code, deductible, premium(s), ...] rows in dollars under `quotes` (ADR 0053).
 */
export function storedBestPremiumCents(
  kind: 'life' | 'travel',
  result: unknown,
  request: unknown,
): number | null {
  if (result === null || typeof result !== 'object' || !('quotes' in result)) return null;
  const rows = (Array.isArray(result.quotes) ? (result.quotes as unknown[]) : []).filter(Array.isArray);
  if (kind === 'life') return lowest(rows.map((row) => (isPremium(row[1]) ? firstOf(row[1]) : undefined)));
  return travelBest(
    rows.flatMap((row) =>
      isPremium(row[2])
        ? [
            {
              insurerCode: '',
              deductibleCents: typeof row[1] === 'number' ? dollarsToCents(row[1]) : null,
              premium: row[2],
            },
          ]
        : [],
    ),
    request,
  );
}

/** An answer of today's travel pricing (dollars, N40). */
export function travelBestPremiumCents(
  quotes: { insurerCode: string; deductibleAmount: number | null; premiumAmount: Premium }[],
  request: unknown,
): number | null {
  return travelBest(
    quotes.map((q) => ({
      insurerCode: q.insurerCode,
      deductibleCents: q.deductibleAmount === null ? null : dollarsToCents(q.deductibleAmount),
      premium: q.premiumAmount,
    })),
    request,
  );
}
