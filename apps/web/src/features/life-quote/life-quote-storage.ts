// The saved life quote request (product-flows section 2): the basic form's answers plus the
// coverage, payment period and duration chosen later, kept in localStorage base64-encoded under
// the product's key (wholeLifeQuote, termLifeQuote, criticalIllness, mortgageProtection, kidsLife).
// The chosen plan rides along for the application page.

import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import {
  LIFE_STORAGE_KEYS,
  chosenLifePlanSchema,
  lifeQuoteRequestSchema,
} from '@brokerage/shared/life-quote/life-quote-schemas';
import type { ChosenLifePlan, LifeQuoteRequest } from '@brokerage/shared/life-quote/life-quote-schemas';
import { z } from 'zod';

export interface SavedLifeQuote {
  request: LifeQuoteRequest;
  plan?: ChosenLifePlan;
}

const savedSchema = z.object({ request: lifeQuoteRequestSchema, plan: chosenLifePlanSchema.optional() });

// UTF-8 safe base64 (btoa alone takes Latin-1 only).
export function encodeSaved(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

export function decodeSaved(text: string): unknown {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved request, or null when there is none or it cannot be read (it is then forgotten). */
export function loadLifeQuote(product: LifeQuoteSlug): SavedLifeQuote | null {
  const store = storage();
  const raw = store?.getItem(LIFE_STORAGE_KEYS[product]);
  if (!raw) return null;
  try {
    const parsed = savedSchema.safeParse(decodeSaved(raw));
    if (parsed.success) return parsed.data as SavedLifeQuote;
  } catch {
    // fall through: unreadable
  }
  store?.removeItem(LIFE_STORAGE_KEYS[product]);
  return null;
}

export function saveLifeQuote(product: LifeQuoteSlug, saved: SavedLifeQuote): void {
  storage()?.setItem(LIFE_STORAGE_KEYS[product], encodeSaved(saved));
}

/** Merges into the saved request; does nothing when there is none. */
export function updateLifeQuote(
  product: LifeQuoteSlug,
  change: Partial<LifeQuoteRequest>,
  plan?: ChosenLifePlan,
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

export function clearLifeQuote(product: LifeQuoteSlug): void {
  storage()?.removeItem(LIFE_STORAGE_KEYS[product]);
}
