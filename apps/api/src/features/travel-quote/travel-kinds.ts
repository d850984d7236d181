// One adapter per travel product kind (visitors, students, travellers; ADR 0101): the request
// schema for today, which the route validates the body with (one parse per request), and the
// pricing over the kind's plans. Everything else about a travel quote is the same for every kind
// (create-travel-quote.ts).

import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import {
  studentQuoteRequestSchema,
  travellerQuoteRequestSchema,
  visitorQuoteRequestSchema,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import type {
  StudentQuoteRequest,
  TravellerQuoteRequest,
  VisitorQuoteRequest,
} from '@brokerage/shared/travel-quote/quote-request.schema';
import type {
  RatePlan,
  StudentRatePlan,
  TravellerRatePlan,
  VisitorRatePlan,
} from '@brokerage/shared/travel-quote/rate-table';
import {
  priceStudentQuotes,
  priceTravellerQuotes,
  priceVisitorQuotes,
} from '@brokerage/shared/travel-quote/travel-pricing';
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type {
  StudentProductSlug,
  TravelProductSlug,
  TravellerProductSlug,
  VisitorProductSlug,
} from '@brokerage/shared/travel-quote/travel-products';
import type { z } from 'zod';
import { invalidInput } from '../../lib/app-error.ts';

export type TravelQuoteRequest = VisitorQuoteRequest | StudentQuoteRequest | TravellerQuoteRequest;

/** A priced row of any kind, in cents. */
export interface PricedRow {
  planCode: string;
  insurerCode: string;
  policyName: string;
  coverageCents: number | null;
  deductibleCents: number | null;
  premium: number | number[];
  monthly: { instalmentCents: number; depositCents: number } | null;
  buyNowUrl: string | null;
  questionnaireUrl: string | null;
}

/** Today's date, or a function giving it at each parse (the routes' schemas). */
export type Today = CivilDate | (() => CivilDate);

interface TravelKindAdapter<P extends TravelProductSlug, R, Plan extends RatePlan> {
  requestSchema(product: P, today: Today): z.ZodType<R>;
  price(product: P, request: R, plans: readonly Plan[]): PricedRow[];
}

// Rows built field by field: a spread per row was a visitor quote's costliest line (ADR 0083).
function pricedRow(r: {
  planCode: string;
  insurerCode: string;
  policyName: string;
  coverageCents?: number;
  deductibleCents: number | null;
  premiumCents?: number;
  premiumsCents?: number[];
  monthly?: { instalmentCents: number; depositCents: number } | null;
  buyNowUrl: string | null;
  questionnaireUrl?: string | null;
}): PricedRow {
  return {
    planCode: r.planCode,
    insurerCode: r.insurerCode,
    policyName: r.policyName,
    coverageCents: r.coverageCents ?? null,
    deductibleCents: r.deductibleCents,
    premium: r.premiumsCents ?? r.premiumCents ?? 0,
    monthly: r.monthly ?? null,
    buyNowUrl: r.buyNowUrl,
    questionnaireUrl: r.questionnaireUrl ?? null,
  };
}

const visitors: TravelKindAdapter<VisitorProductSlug, VisitorQuoteRequest, VisitorRatePlan> = {
  requestSchema: (product, today) => visitorQuoteRequestSchema(product, { today }),
  price: (product, request, plans) => priceVisitorQuotes(product, request, plans).map(pricedRow),
};

const students: TravelKindAdapter<StudentProductSlug, StudentQuoteRequest, StudentRatePlan> = {
  requestSchema: (product, today) => studentQuoteRequestSchema(product, { today }),
  price: (product, request, plans) => priceStudentQuotes(product, request, plans).map(pricedRow),
};

const travellers: TravelKindAdapter<TravellerProductSlug, TravellerQuoteRequest, TravellerRatePlan> = {
  requestSchema: (product, today) => travellerQuoteRequestSchema(product, { today }),
  price: (product, request, plans) => priceTravellerQuotes(product, request, plans).map(pricedRow),
};

// The one place a product slug meets its kind's types: the plans are those of the product's kind
// (the rate registry keeps them per kind), the request is what that kind's schema parsed.
const ADAPTERS = { visitor: visitors, student: students, traveller: travellers } as unknown as Record<
  RatePlan['kind'],
  TravelKindAdapter<TravelProductSlug, TravelQuoteRequest, RatePlan>
>;

/** The product's request schema with today's rules. */
export function travelQuoteRequestSchema(
  product: TravelProductSlug,
  today: Today,
): z.ZodType<TravelQuoteRequest> {
  return ADAPTERS[travelProductKind(product)].requestSchema(product, today);
}

/** A stored request checked again for the day it is priced (re-pricing); a 400 when refused. */
export function parseTravelQuoteRequest(
  product: TravelProductSlug,
  value: unknown,
  today: CivilDate,
): TravelQuoteRequest {
  const parsed = travelQuoteRequestSchema(product, today).safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error.issues);
}

/** Prices a checked request over the plans of its product's kind. */
export function priceTravelRequest(
  product: TravelProductSlug,
  request: TravelQuoteRequest,
  plans: readonly RatePlan[],
): PricedRow[] {
  return ADAPTERS[travelProductKind(product)].price(product, request, plans);
}
