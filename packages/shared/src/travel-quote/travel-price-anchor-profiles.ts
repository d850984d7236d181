// The typical traveller each travel product's price anchor is quoted for (ADR 0124, after ADR
// 0120): who, how long, how much coverage, all said in the sentence. Plain data (no zod): the
// product pages read it before the anchor arrives.

import type { TravelProductSlug } from './travel-products.ts';

export interface TravelPriceAnchorProfile {
  /** The product as the sentence starts: "Super visa insurance". */
  name: string;
  /** Age of the one traveller. */
  age: number;
  /** Days of cover, first and last day included. */
  days: number;
  /** Visitor products: the coverage asked for; students and travellers have their plans'. */
  coverageDollars?: number;
  /** Travellers and snowbirds: a single trip to this destination. */
  destination?: 'usa' | 'canada';
  /** Canadian students: where they study. */
  studying?: 'in-canada' | 'abroad';
  /** How long, in words: "for a 90-day visit". */
  per: string;
  /** Who and what, in words: "a 60-year-old, $100,000 coverage, no deductible". */
  person: string;
}

/**
 * A common request per travel product: one traveller with no pre-existing condition to cover (and
 * a non-smoker), no deductible where the plan offers a choice (the results' first view). The
 * anchor is the cheapest premium for the whole cover, Premium 1 where a plan has medical categories.
 */
export const TRAVEL_PRICE_ANCHOR_PROFILES: Readonly<Record<TravelProductSlug, TravelPriceAnchorProfile>> = {
  'visitors-to-canada': {
    name: 'Visitors to Canada insurance',
    age: 60,
    days: 90,
    coverageDollars: 100_000,
    per: 'for a 90-day visit',
    person: 'a 60-year-old, $100,000 coverage, no deductible',
  },
  supervisa: {
    name: 'Super visa insurance',
    age: 60,
    days: 365,
    coverageDollars: 100_000,
    per: 'for the year',
    person: 'a 60-year-old, $100,000 coverage, no deductible',
  },
  'new-immigrants': {
    name: 'New immigrants insurance',
    age: 35,
    days: 90,
    coverageDollars: 100_000,
    per: 'for the first 90 days',
    person: 'a 35-year-old, $100,000 coverage, no deductible',
  },
  'foreign-workers': {
    name: 'Foreign workers insurance',
    age: 35,
    days: 90,
    coverageDollars: 100_000,
    per: 'for the first 90 days',
    person: 'a 35-year-old, $100,000 coverage, no deductible',
  },
  'international-students': {
    name: 'International students insurance',
    age: 20,
    days: 365,
    per: 'for a year of study',
    person: 'a 20-year-old, the plan’s own coverage',
  },
  'canadian-students': {
    name: 'Canadian students insurance',
    age: 20,
    days: 365,
    studying: 'abroad',
    per: 'for a year of study abroad',
    person: 'a 20-year-old, the plan’s own coverage',
  },
  'canadian-travellers': {
    name: 'Travel insurance',
    age: 40,
    days: 14,
    destination: 'usa',
    per: 'for a 14-day trip to the USA',
    person: 'a 40-year-old non-smoker, no deductible',
  },
  'canadian-snowbirds': {
    name: 'Snowbird insurance',
    age: 65,
    days: 182,
    destination: 'usa',
    per: 'for a 182-day winter in the USA',
    person: 'a 65-year-old non-smoker, no deductible',
  },
};
