// Saved quotes for the browser walk: the pages after a quote form read the form's answers from
// localStorage (product-flows section 2). Each seed is checked against the shared schema the page
// itself uses, so a schema change breaks here with the reason rather than as a redirect.

import { LIFE_COVERAGE_AMOUNTS_CENTS, LIFE_QUOTE_SLUGS } from '@brokerage/shared/catalogue/options';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { addDays } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { LIFE_STORAGE_KEYS, lifeQuoteRequestSchema } from '@brokerage/shared/life-quote/life-quote-request';
import {
  studentQuoteRequestSchema,
  supervisaEndDate,
  travellerQuoteRequestSchema,
  visitorQuoteRequestSchema,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import { TRAVEL_PRODUCTS, TRAVEL_PRODUCT_SLUGS } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { SAVED_REQUEST_VERSION } from '#src/lib/saved-request.ts';

function travelRequest(slug: TravelProductSlug, today: CivilDate): Record<string, unknown> {
  const start = addDays(today, 10);
  const visitor = {
    quoteFor: 'single',
    person1Age: 60,
    preExistingPerson1: 'no',
    coverage: 100_000,
    province: 'ON',
    startDate: start,
    endDate: addDays(start, 59),
    numberOfDays: 60,
  };
  const requests: Record<TravelProductSlug, Record<string, unknown>> = {
    'visitors-to-canada': visitor,
    'new-immigrants': visitor,
    'foreign-workers': { ...visitor, person1Age: 35 },
    supervisa: { ...visitor, endDate: supervisaEndDate(start), numberOfDays: null },
    'international-students': {
      age: 21,
      effectiveDate: start,
      expiryDate: addDays(start, 200),
      preExistingPerson1: 'no',
    },
    'canadian-students': {
      age: 22,
      effectiveDate: start,
      expiryDate: addDays(start, 200),
      studying: 'abroad',
    },
    'canadian-travellers': {
      age: 40,
      smoke: 'no',
      startDate: start,
      endDate: addDays(start, 14),
      planType: 'single-trip',
      whereToTravel: 'usa',
    },
    'canadian-snowbirds': {
      age: 66,
      smoke: 'no',
      startDate: start,
      endDate: addDays(start, 120),
      deductible: 500,
      planType: 'single-trip',
      whereToTravel: 'usa',
    },
  };
  return { ...requests[slug], page: 0, type: slug };
}

function travelSchema(slug: TravelProductSlug, today: CivilDate) {
  if (slug === 'international-students' || slug === 'canadian-students')
    return studentQuoteRequestSchema(slug, { today });
  if (slug === 'canadian-travellers' || slug === 'canadian-snowbirds')
    return travellerQuoteRequestSchema(slug, { today });
  return visitorQuoteRequestSchema(slug, { today });
}

/** A life quote request and plan the product prices (the walk's seeds, an application's body). */
export function lifeSaved(slug: LifeQuoteSlug) {
  const amounts = LIFE_COVERAGE_AMOUNTS_CENTS[slug];
  const coverage = (amounts[Math.floor(amounts.length / 3)] ?? 0) / 100;
  const request = {
    birthDate: slug === 'kids-life' ? '2018-05-05' : '1985-05-05',
    gender: 'female',
    smoke: false,
    citizen: true,
    province: 'ON',
    coverage,
    premiumPaymentDuration: 'monthly',
    paymentPeriod: 0,
    page: 1,
    ...(slug === 'critical-illness' ? { illnessCovered: 'core-4' } : {}),
  };
  return { request, plan: { paymentPeriod: 0, premiumPaymentDuration: 'monthly', coverage } };
}

export interface WalkSeeds {
  /** localStorage key to JSON value, for every product, in the saved-request format (lib/saved-request.ts). */
  storage: Record<string, unknown>;
  /** The travel quote request of each product, to price comparisons for the walk. */
  travelRequests: Record<TravelProductSlug, Record<string, unknown>>;
  /** The saved life quote request of each product, to price life comparisons. */
  lifeRequests: Record<LifeQuoteSlug, Record<string, unknown>>;
}

export function walkSeeds(today: CivilDate): WalkSeeds {
  const storage: Record<string, unknown> = {};
  const travelRequests = {} as Record<TravelProductSlug, Record<string, unknown>>;
  const lifeRequests = {} as Record<LifeQuoteSlug, Record<string, unknown>>;
  for (const slug of TRAVEL_PRODUCT_SLUGS) {
    const request = travelRequest(slug, today);
    const parsed = travelSchema(slug, today).safeParse(request);
    if (!parsed.success) throw new Error(`walk seed for ${slug} is invalid: ${parsed.error.message}`);
    storage[TRAVEL_PRODUCTS[slug].storageKey] = { v: SAVED_REQUEST_VERSION, request };
    travelRequests[slug] = request;
  }
  for (const slug of LIFE_QUOTE_SLUGS) {
    const saved = lifeSaved(slug);
    const parsed = lifeQuoteRequestSchema.safeParse(saved.request);
    if (!parsed.success) throw new Error(`walk seed for ${slug} is invalid: ${parsed.error.message}`);
    storage[LIFE_STORAGE_KEYS[slug]] = { v: SAVED_REQUEST_VERSION, ...saved };
    lifeRequests[slug] = saved.request;
  }
  return { storage, travelRequests, lifeRequests };
}
