// The saved life quote request (product-flows section 2): the basic form's answers plus the
// coverage, payment period and duration chosen later, under the product's key (wholeLifeQuote,
// termLifeQuote, criticalIllness, mortgageProtection, kidsLife) through the one saved-request
// helper. The chosen plan rides along for the application page.

import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import {
  LIFE_STORAGE_KEYS,
  chosenLifePlanSchema,
  lifeProductOfValue,
  lifeQuoteRequestSchema,
} from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeQuoteRequest } from '@brokerage/shared/life-quote/life-quote-request';
import { lifePlanDetailsSchema } from '@brokerage/shared/life-quote/plan-details';
import { onFirstUse } from '@brokerage/shared/validation/on-first-use';
import { z } from 'zod';
import { savedRequest } from '#src/lib/saved-request.ts';

// The chosen plan keeps its details for the application page; they are not sent.
const savedPlanSchema = onFirstUse(() =>
  chosenLifePlanSchema().extend({ details: lifePlanDetailsSchema().optional() }),
);
export type SavedLifePlan = z.output<ReturnType<typeof savedPlanSchema>>;

const savedLifeQuoteSchema = onFirstUse(() =>
  z.object({
    request: lifeQuoteRequestSchema,
    plan: savedPlanSchema().optional(),
  }),
);
export type SavedLifeQuote = z.output<ReturnType<typeof savedLifeQuoteSchema>>;

const store = (product: LifeQuoteSlug) => savedRequest(LIFE_STORAGE_KEYS[product], savedLifeQuoteSchema);

/** The saved request, or null when there is none or it cannot be read (it is then forgotten). */
export function loadLifeQuote(product: LifeQuoteSlug): SavedLifeQuote | null {
  return store(product).load();
}

/** The saved request of a life results route's product, for its early quote call (ADR 0085). */
export function savedLifeQuoteRequest(
  productValue: number | undefined,
): { product: LifeQuoteSlug; request: LifeQuoteRequest } | undefined {
  const product = lifeProductOfValue(productValue);
  const request = product === undefined ? undefined : loadLifeQuote(product)?.request;
  return product === undefined || request === undefined ? undefined : { product, request };
}

export function saveLifeQuote(product: LifeQuoteSlug, saved: SavedLifeQuote): void {
  store(product).save(saved);
}

/** Merges into the saved request; does nothing when there is none. */
export function updateLifeQuote(
  product: LifeQuoteSlug,
  change: Partial<LifeQuoteRequest>,
  plan?: SavedLifePlan,
): SavedLifeQuote | null {
  const saved = loadLifeQuote(product);
  if (saved === null) return null;
  const next: SavedLifeQuote = {
    request: { ...saved.request, ...change },
    ...(plan ? { plan } : saved.plan ? { plan: saved.plan } : {}),
  };
  saveLifeQuote(product, next);
  return next;
}

/** Saves a request stored by the API ('See quotes again') when it passes the schema. */
export function saveStoredLifeRequest(product: LifeQuoteSlug, request: unknown): boolean {
  const parsed = lifeQuoteRequestSchema.safeParse(request);
  if (parsed.success) saveLifeQuote(product, { request: parsed.data });
  return parsed.success;
}
