import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { lifeProductOfValue } from '@brokerage/shared/life-quote/life-quote-request';
import { useRouteProduct } from '#src/lib/route-product.ts';

/** The life product a page serves, from its route table entry (one module serves the five products). */
export function useLifeProduct(): LifeQuoteSlug {
  return lifeProductOfValue(useRouteProduct()) ?? 'term-life';
}

/** `coverageAmount` of the query (dollars), from a calculator's Start quotes. */
export function coverageAmountParam(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('coverageAmount'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
