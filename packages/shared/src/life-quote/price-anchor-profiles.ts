// The sample person each life product's price anchor is quoted for (ADR 0120), and the typical
// coverage the price page starts at. Plain data (no zod): the home page's first load reads it.

import type { LifeQuoteSlug } from '../catalogue/options.ts';

export interface PriceAnchorProfile {
  /** The product as the sentence starts: "Term life". */
  name: string;
  /** Age nearest birthday. */
  age: number;
  coverageCents: number;
  /** Position in LIFE_PAYMENT_PERIODS[product] (N34). */
  paymentPeriod: number;
  /** Who, in words: "a 35-year-old non-smoker". */
  person: string;
  /** How long, in words: "20 years". */
  term: string;
}

const dollars = (amount: number) => amount * 100;

/**
 * A common request per product: the amount most families ask us for and the usual term. The
 * anchor is the cheapest monthly premium of either gender, so "from" holds for both.
 */
export const PRICE_ANCHOR_PROFILES: Readonly<Record<LifeQuoteSlug, PriceAnchorProfile>> = {
  'term-life': {
    name: 'Term life',
    age: 35,
    coverageCents: dollars(500_000),
    paymentPeriod: 2,
    person: 'a 35-year-old non-smoker',
    term: '20 years',
  },
  'whole-life': {
    name: 'Whole life',
    age: 35,
    coverageCents: dollars(100_000),
    paymentPeriod: 2,
    person: 'a 35-year-old non-smoker',
    term: '20 years of payments',
  },
  'critical-illness': {
    name: 'Critical illness insurance',
    age: 35,
    coverageCents: dollars(100_000),
    paymentPeriod: 2,
    person: 'a 35-year-old non-smoker',
    term: '20 years',
  },
  'mortgage-protection': {
    name: 'Mortgage protection',
    age: 35,
    coverageCents: dollars(400_000),
    paymentPeriod: 3,
    person: 'a 35-year-old non-smoker',
    term: '25 years',
  },
  'kids-life': {
    name: 'Kids life insurance',
    age: 5,
    coverageCents: dollars(50_000),
    paymentPeriod: 1,
    person: 'a 5-year-old child',
    term: '20 years of payments',
  },
};

/**
 * The coverage a new quote's price page starts at: the anchor's amount, a typical request, rather
 * than the list's minimum (an unrealistic anchor; ADR 0120). A calculator's or saved amount wins.
 */
export function typicalCoverageCents(product: LifeQuoteSlug): number {
  return PRICE_ANCHOR_PROFILES[product].coverageCents;
}
