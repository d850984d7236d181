import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '@brokerage/shared/money/cents';
import { LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import { PRICE_ANCHOR_PROFILES } from '@brokerage/shared/life-quote/price-anchor-profiles';
import type { PriceAnchors } from '@brokerage/shared/life-quote/price-anchor';
import { useTestApp } from '../../test/build-test-app.ts';
import { bornYearsAgo, lifeQuoteBody } from './life-test-payloads.ts';

const t = useTestApp();

async function anchors() {
  const response = await t.app.inject({ method: 'GET', url: '/api/quotations/price-anchors' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return (response.json() as { data: PriceAnchors }).data.anchors;
}

describe('GET /api/quotations/price-anchors', () => {
  it('answers a sample monthly premium for every life product from the seeded rates', async () => {
    const answer = await anchors();
    expect(answer.map((a) => a.product).sort()).toEqual([...LIFE_QUOTE_SLUGS].sort());
    for (const anchor of answer) {
      expect(anchor.monthlyCents).toBeGreaterThan(0);
      expect(anchor.sampleRates).toBe(true);
    }
  });

  it('is the cheapest monthly premium a quote for the same person gets', async () => {
    const profile = PRICE_ANCHOR_PROFILES['term-life'];
    const cheapest = await Promise.all(
      (['female', 'male'] as const).map(async (gender) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/quotations/term-life',
          payload: lifeQuoteBody({
            gender,
            birthDate: bornYearsAgo(profile.age),
            smoke: false,
            coverage: profile.coverageCents / 100,
            premiumPaymentDuration: 'monthly',
            paymentPeriod: profile.paymentPeriod,
          }),
        });
        expect(response.statusCode, response.body).toBe(200);
        const { shortQuotes } = (
          response.json() as { data: { shortQuotes: { paymentPeriod: number; premiumAmount: number }[] } }
        ).data;
        return shortQuotes.find((q) => q.paymentPeriod === profile.paymentPeriod)?.premiumAmount ?? Infinity;
      }),
    );
    const termLife = (await anchors()).find((a) => a.product === 'term-life');
    expect(termLife?.monthlyCents).toBe(dollarsToCents(Math.min(...cheapest)));
  });
});
