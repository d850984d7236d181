import { describe, expect, it } from 'vitest';
import { LIFE_COVERAGE_AMOUNTS_CENTS, LIFE_PAYMENT_PERIODS, LIFE_QUOTE_SLUGS } from '../catalogue/options.ts';
import { annualPremiumCents, monthlyPremiumCents } from './life-pricing.ts';
import type { LifeRateRow, LifeRateTable } from './life-rates.ts';
import { priceAnchorCents } from './price-anchor.ts';
import { PRICE_ANCHOR_PROFILES, typicalCoverageCents } from './price-anchor-profiles.ts';

const TODAY = '2026-11-27';

function row(gender: 'male' | 'female', smoker: boolean, paymentPeriod: number, rate: number): LifeRateRow {
  return {
    insurerCode: 'TEST',
    planCode: `TEST-${gender}-${String(smoker)}-${paymentPeriod}`,
    planName: 'Test Term',
    paymentPeriod,
    gender,
    smoker,
    illnessCovered: null,
    policyFeeCents: 3600,
    minAge: 18,
    annualRatesPer1000: Array.from({ length: 58 }, () => rate),
  };
}

function table(rows: LifeRateRow[]): LifeRateTable {
  return { product: 'term-life', version: 't1', source: 'sample', rows };
}

describe('priceAnchorCents', () => {
  it('is the cheaper gender’s non-smoker monthly premium at the profile’s amount and term', () => {
    const rows = [
      row('male', false, 2, 9000),
      row('female', false, 2, 7000),
      row('female', true, 2, 1000), // a smoker's rate never anchors a non-smoker's price
      row('female', false, 0, 500), // nor another term
    ];
    const expected = monthlyPremiumCents(annualPremiumCents(50_000_000, 7000, 3600));
    expect(priceAnchorCents('term-life', [table(rows)], TODAY)).toBe(expected);
  });

  it('is null when no plan prices the profile', () => {
    expect(priceAnchorCents('term-life', [table([row('male', false, 0, 9000)])], TODAY)).toBeNull();
  });
});

describe('the anchor profiles', () => {
  it('quote an amount and a payment period each product offers', () => {
    for (const product of LIFE_QUOTE_SLUGS) {
      const profile = PRICE_ANCHOR_PROFILES[product];
      expect(LIFE_COVERAGE_AMOUNTS_CENTS[product]).toContain(profile.coverageCents);
      expect(LIFE_PAYMENT_PERIODS[product][profile.paymentPeriod]).toBeDefined();
      expect(typicalCoverageCents(product)).toBe(profile.coverageCents);
    }
  });

  it('anchor term life at $500,000 over 20 years for a 35-year-old', () => {
    const profile = PRICE_ANCHOR_PROFILES['term-life'];
    expect(profile.coverageCents).toBe(50_000_000);
    expect(LIFE_PAYMENT_PERIODS['term-life'][profile.paymentPeriod]?.label).toBe('20 Years');
    expect(profile.age).toBe(35);
  });
});
