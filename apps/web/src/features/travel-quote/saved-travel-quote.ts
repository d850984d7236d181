// The saved travel quote request (product-flows section 2): the form's answers under the
// product's key (visitorsToCanada, supervisa, ...) through the one saved-request helper, checked
// with the product's own request schema, plus the plan chosen on the results page for the
// application (product-flows section 4). Typed by product kind, so each page gets the request
// its form and results expect.

import { z } from 'zod';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
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
import {
  TRAVEL_PRODUCTS,
  isStudentProduct,
  isVisitorProduct,
  travelProductOfValue,
} from '@brokerage/shared/travel-quote/travel-products';
import type {
  StudentProductSlug,
  TravelProductSlug,
  TravellerProductSlug,
  VisitorProductSlug,
} from '@brokerage/shared/travel-quote/travel-products';
import { planCitationSchema } from '@brokerage/shared/travel-quote/plan-citation.schema';
import { onFirstUse } from '@brokerage/shared/validation/on-first-use';
import { savedRequest } from '#src/lib/saved-request.ts';

/**
 * The plan chosen with Start Application; the application cites it with the stored quote's id
 * (`citation`, ADR 0088), and the page shows its premium as quoted.
 */
const chosenTravelPlanSchema = onFirstUse(() =>
  z.object({
    plan: z.string().max(200),
    company: z.string().max(200),
    citation: planCitationSchema().optional(),
    premiumAmount: z.union([z.number(), z.array(z.number())]).optional(),
  }),
);
export type ChosenTravelPlan = z.output<ReturnType<typeof chosenTravelPlanSchema>>;

export type SavedTravelQuote =
  | { kind: 'visitor'; product: VisitorProductSlug; request: VisitorQuoteRequest; plan?: ChosenTravelPlan }
  | { kind: 'student'; product: StudentProductSlug; request: StudentQuoteRequest; plan?: ChosenTravelPlan }
  | {
      kind: 'traveller';
      product: TravellerProductSlug;
      request: TravellerQuoteRequest;
      plan?: ChosenTravelPlan;
    };

// Without `today`: a saved quote whose start date has passed still opens its results, where the
// form's own check asks for new dates.
const visitorStore = (product: VisitorProductSlug) =>
  savedRequest(TRAVEL_PRODUCTS[product].storageKey, () =>
    z.object({ request: visitorQuoteRequestSchema(product), plan: chosenTravelPlanSchema().optional() }),
  );
const studentStore = (product: StudentProductSlug) =>
  savedRequest(TRAVEL_PRODUCTS[product].storageKey, () =>
    z.object({ request: studentQuoteRequestSchema(product), plan: chosenTravelPlanSchema().optional() }),
  );
const travellerStore = (product: TravellerProductSlug) =>
  savedRequest(TRAVEL_PRODUCTS[product].storageKey, () =>
    z.object({ request: travellerQuoteRequestSchema(product), plan: chosenTravelPlanSchema().optional() }),
  );

/** The product's saved quote, or null when there is none or it does not pass the product's schema. */
export function loadTravelQuote(product: TravelProductSlug): SavedTravelQuote | null {
  if (isVisitorProduct(product)) {
    const saved = visitorStore(product).load();
    return saved && { kind: 'visitor', product, ...saved };
  }
  if (isStudentProduct(product)) {
    const saved = studentStore(product).load();
    return saved && { kind: 'student', product, ...saved };
  }
  const saved = travellerStore(product).load();
  return saved && { kind: 'traveller', product, ...saved };
}

/**
 * The saved request of a visitor results route's product, for its early quote call, if it passes
 * the form's check for today, as VisitorResults would send it once rendered (ADR 0085).
 */
export function savedVisitorQuoteRequest(
  productValue: number | undefined,
): { product: TravelProductSlug; request: VisitorQuoteRequest } | undefined {
  const product = travelProductOfValue(productValue);
  const saved = product === undefined ? null : loadTravelQuote(product.slug);
  if (saved?.kind !== 'visitor') return undefined;
  const schema = visitorQuoteRequestSchema(saved.product, { today: todayInZone(new Date()) });
  return schema.safeParse(saved.request).success
    ? { product: saved.product, request: saved.request }
    : undefined;
}

/** Saves the request (with the page and product marks the API's quote body carries) and the plan. */
export function saveTravelQuote(saved: SavedTravelQuote): void {
  const plan = saved.plan ? { plan: saved.plan } : {};
  const marks = { page: 0, type: saved.product };
  switch (saved.kind) {
    case 'visitor':
      return visitorStore(saved.product).save({ request: { ...saved.request, ...marks }, ...plan });
    case 'student':
      return studentStore(saved.product).save({ request: { ...saved.request, ...marks }, ...plan });
    case 'traveller':
      return travellerStore(saved.product).save({ request: { ...saved.request, ...marks }, ...plan });
  }
}

/**
 * Saves a request stored by the API (My account, 'See quotes again') as the form would,
 * when it passes the product's schema; false otherwise.
 */
export function saveStoredTravelRequest(product: TravelProductSlug, request: unknown): boolean {
  if (isVisitorProduct(product)) {
    const parsed = visitorQuoteRequestSchema(product).safeParse(request);
    if (parsed.success) saveTravelQuote({ kind: 'visitor', product, request: parsed.data });
    return parsed.success;
  }
  if (isStudentProduct(product)) {
    const parsed = studentQuoteRequestSchema(product).safeParse(request);
    if (parsed.success) saveTravelQuote({ kind: 'student', product, request: parsed.data });
    return parsed.success;
  }
  const parsed = travellerQuoteRequestSchema(product).safeParse(request);
  if (parsed.success) saveTravelQuote({ kind: 'traveller', product, request: parsed.data });
  return parsed.success;
}
