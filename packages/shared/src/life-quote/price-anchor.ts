// Price anchors (ADR 0120): "Term life from $X a month for a 35-year-old non-smoker, $500,000,
// 20 years", priced by the same engine and current rate tables as a quote.

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import { LIFE_QUOTE_SLUGS } from '../catalogue/options.ts';
import type { LifeQuoteSlug } from '../catalogue/options.ts';
import { addYears } from '../dates/civil-date.ts';
import type { CivilDate } from '../dates/civil-date.ts';
import { centsToDollars } from '../money/cents.ts';
import { TRAVEL_PRODUCT_SLUGS } from '../travel-quote/travel-products.ts';
import { priceLifeQuote } from './life-pricing.ts';
import type { LifeRateTable } from './life-rates.ts';
import { PRICE_ANCHOR_PROFILES } from './price-anchor-profiles.ts';

/** The cheapest monthly premium, in cents, for the product's profile; null when no plan prices it. */
export function priceAnchorCents(
  product: LifeQuoteSlug,
  tables: readonly LifeRateTable[],
  today: CivilDate,
): number | null {
  const profile = PRICE_ANCHOR_PROFILES[product];
  let cheapest: number | null = null;
  for (const gender of ['female', 'male'] as const) {
    const result = priceLifeQuote({
      product,
      today,
      tables,
      request: {
        gender,
        birthDate: addYears(today, -profile.age),
        smoke: false,
        citizen: true,
        province: 'ON',
        coverage: centsToDollars(profile.coverageCents),
        premiumPaymentDuration: 'monthly',
        paymentPeriod: profile.paymentPeriod,
        page: 1,
        ...(product === 'critical-illness' ? { illnessCovered: 'core-4' as const } : {}),
      },
    });
    if (!result.ok) continue;
    const tile = result.quote.shortQuotes.find((q) => q.paymentPeriod === profile.paymentPeriod);
    if (tile !== undefined && (cheapest === null || tile.premiumCents < cheapest))
      cheapest = tile.premiumCents;
  }
  return cheapest;
}

export const priceAnchorSchema = z.object({
  product: z.enum(LIFE_QUOTE_SLUGS),
  /** Cheapest monthly premium for the profile, in cents (ADR 0003). */
  monthlyCents: z.number().int().nonnegative(),
  sampleRates: z.boolean(),
});
export type PriceAnchor = z.infer<typeof priceAnchorSchema>;

/** A travel product's anchor (ADR 0124): the cheapest premium for its typical traveller's cover. */
export const travelPriceAnchorSchema = z.object({
  product: z.enum(TRAVEL_PRODUCT_SLUGS),
  /** For the profile's whole cover (TRAVEL_PRICE_ANCHOR_PROFILES), in cents (ADR 0003). */
  premiumCents: z.number().int().nonnegative(),
  sampleRates: z.boolean(),
});
export type TravelPriceAnchor = z.infer<typeof travelPriceAnchorSchema>;

/** `GET /api/quotations/price-anchors`: one anchor per life and per travel product that has rates. */
export const priceAnchorsSchema = z.object({
  anchors: z.array(priceAnchorSchema),
  travelAnchors: z.array(travelPriceAnchorSchema),
});
export type PriceAnchors = z.infer<typeof priceAnchorsSchema>;
export const priceAnchorsContract = apiContract(() => priceAnchorsSchema, [503]);
