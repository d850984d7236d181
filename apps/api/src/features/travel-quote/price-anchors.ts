// Use case: the travel products' price anchors (ADR 0124, after ADR 0120), each the cheapest
// premium a real quote for the product's typical traveller gets at the active rates. Kept per
// Toronto date and rate versions, like the life anchors: an import prices them again.

import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import type { TravelPriceAnchor } from '@brokerage/shared/life-quote/price-anchor';
import { supervisaEndDate } from '@brokerage/shared/travel-quote/quote-request.schema';
import { TRAVEL_PRICE_ANCHOR_PROFILES } from '@brokerage/shared/travel-quote/travel-price-anchor-profiles';
import { filterByDeductible } from '@brokerage/shared/travel-quote/travel-pricing';
import { TRAVEL_PRODUCT_SLUGS, travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import type { Db } from '../../db/client.ts';
import { currentRateVersions } from './rate-versions.ts';
import { parseTravelQuoteRequest, priceTravelRequest } from './travel-kinds.ts';
import type { TravelQuoteRequest } from './travel-kinds.ts';

/** The quote request of the product's typical traveller, starting today, checked like any other. */
export function travelAnchorRequest(product: TravelProductSlug, today: CivilDate): TravelQuoteRequest {
  const profile = TRAVEL_PRICE_ANCHOR_PROFILES[product];
  const end = product === 'supervisa' ? supervisaEndDate(today) : addDays(today, profile.days - 1);
  const kind = travelProductKind(product);
  const request =
    kind === 'visitor'
      ? {
          quoteFor: 'single',
          person1Age: profile.age,
          preExistingPerson1: 'no',
          coverage: profile.coverageDollars,
          province: 'ON',
          startDate: today,
          endDate: end,
        }
      : kind === 'student'
        ? {
            age: profile.age,
            effectiveDate: today,
            expiryDate: end,
            ...(product === 'international-students'
              ? { preExistingPerson1: 'no' }
              : { studying: profile.studying }),
          }
        : {
            age: profile.age,
            smoke: 'no',
            startDate: today,
            endDate: end,
            planType: 'single-trip',
            whereToTravel: profile.destination,
          };
  return parseTravelQuoteRequest(product, request, today);
}

let kept: { key: string; anchors: TravelPriceAnchor[] } | null = null;

export async function travelPriceAnchors(db: Db, now: Date): Promise<TravelPriceAnchor[]> {
  const today = todayInZone(now);
  const rates = await currentRateVersions(db);
  const key = `${today}|${rates.key}`;
  if (kept?.key === key) return kept.anchors;
  const sampleRates = rates.versions.some((v) => v.source === 'sample');
  const anchors: TravelPriceAnchor[] = [];
  for (const product of TRAVEL_PRODUCT_SLUGS) {
    const plans = rates.plans[travelProductKind(product)].map((p) => p.plan);
    const rows = priceTravelRequest(product, travelAnchorRequest(product, today), plans);
    // No deductible where the plan offers a choice; students' plans have their own.
    const shown = travelProductKind(product) === 'student' ? rows : filterByDeductible(rows, 0);
    const premiums = shown.map((row) => (Array.isArray(row.premium) ? (row.premium[0] ?? 0) : row.premium));
    if (premiums.length > 0) anchors.push({ product, premiumCents: Math.min(...premiums), sampleRates });
  }
  kept = { key, anchors };
  return anchors;
}
