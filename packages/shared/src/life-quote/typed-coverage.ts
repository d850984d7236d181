// A coverage amount typed next to the price page's slider: the slider has up to 52
// steps, so an amount can be typed instead; it snaps to the closest amount offered (a tie takes
// the higher, N33), and an amount outside the product's range is refused with the range.

import { LIFE_COVERAGE_AMOUNTS_CENTS } from '../catalogue/options.ts';
import type { LifeQuoteSlug } from '../catalogue/options.ts';
import { centsToDollars, dollarsToCents, formatCad } from '../money/cents.ts';
import { snapToClosest } from './needs-analysis.ts';

export type TypedCoverage =
  { ok: true; cents: number; index: number; snapped: boolean } | { ok: false; message: string };

export function coverageRangeMessage(product: LifeQuoteSlug): string {
  const amounts = LIFE_COVERAGE_AMOUNTS_CENTS[product];
  const label = (cents: number) => formatCad(cents, { omitZeroCents: true });
  return `Please enter an amount from ${label(amounts[0] ?? 0)} to ${label(amounts.at(-1) ?? 0)}`;
}

/** A typed amount in dollars to the product's closest coverage amount, or why it cannot be used. */
export function readTypedCoverage(product: LifeQuoteSlug, dollars: number): TypedCoverage {
  const amounts = LIFE_COVERAGE_AMOUNTS_CENTS[product];
  const [min, max] = [amounts[0] ?? 0, amounts.at(-1) ?? 0];
  if (!Number.isFinite(dollars) || dollars < centsToDollars(min) || dollars > centsToDollars(max)) {
    return { ok: false, message: coverageRangeMessage(product) };
  }
  const cents = dollarsToCents(dollars);
  const closest = snapToClosest(cents, amounts);
  return { ok: true, cents: closest, index: amounts.indexOf(closest), snapped: closest !== cents };
}
