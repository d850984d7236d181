// Travel price anchors (ADR 0124): one per travel product from the sample rates, each the cheapest
// premium a real quote for the product's typical traveller gets with no deductible.

import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '@brokerage/shared/money/cents';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { PriceAnchors } from '@brokerage/shared/life-quote/price-anchor';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { TRAVEL_PRODUCT_SLUGS } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { useTestApp } from '../../test/build-test-app.ts';
import { travelAnchorRequest } from './price-anchors.ts';

const t = useTestApp();

async function travelAnchors() {
  const response = await t.app.inject({ method: 'GET', url: '/api/quotations/price-anchors' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return (response.json() as { data: PriceAnchors }).data.travelAnchors;
}

/** The cheapest Premium 1 of a real quote's rows, with no deductible unless the product is a student's. */
async function cheapestQuotedCents(product: TravelProductSlug): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/quotations/${product}`,
    payload: travelAnchorRequest(product, todayInZone(new Date())),
  });
  expect(response.statusCode, response.body).toBe(200);
  const rows = (response.json() as { data: { quotes: TravelQuoteRow[] } }).data.quotes.filter(
    (row) => product.endsWith('students') || row.deductibleAmount === null || row.deductibleAmount === 0,
  );
  expect(rows.length).toBeGreaterThan(0);
  const first = (row: TravelQuoteRow) =>
    Array.isArray(row.premiumAmount) ? (row.premiumAmount[0] ?? 0) : row.premiumAmount;
  return dollarsToCents(Math.min(...rows.map(first)));
}

describe('GET /api/quotations/price-anchors, travel', () => {
  it('answers a sample premium for every travel product from the seeded rates', async () => {
    const answer = await travelAnchors();
    expect(answer.map((a) => a.product).sort()).toEqual([...TRAVEL_PRODUCT_SLUGS].sort());
    for (const anchor of answer) {
      expect(anchor.premiumCents).toBeGreaterThan(0);
      expect(anchor.sampleRates).toBe(true);
    }
  });

  it.each(['supervisa', 'visitors-to-canada', 'international-students', 'canadian-snowbirds'] as const)(
    'is, for %s, the cheapest premium a quote for the typical traveller gets',
    async (product) => {
      const anchor = (await travelAnchors()).find((a) => a.product === product);
      expect(anchor?.premiumCents).toBe(await cheapestQuotedCents(product));
    },
  );
});
