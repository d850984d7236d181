import { useLocation } from 'react-router';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';

/** The life product a page serves, from the first path segment (one module serves the five products). */
export function useLifeProduct(): LifeQuoteSlug {
  const { pathname } = useLocation();
  const slug = pathname.split('/')[1] ?? '';
  return (LIFE_QUOTE_SLUGS as readonly string[]).includes(slug) ? (slug as LifeQuoteSlug) : 'term-life';
}

/** `coverageAmount` of the query (dollars), from a calculator's Start quotes. */
export function coverageAmountParam(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('coverageAmount'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
