// Quote ids this browser ran while signed out: kept in localStorage and handed to the
// account at the next sign-in, so the quotes show under My account > Quotes. Both kinds are random
// uuids: an id cannot be guessed, and a quote already owned stays with its owner.

import type { QuoteKind } from '@brokerage/shared/accounts/my-account-schemas';
import { apiClient } from './api-client.ts';

const KEYS: Readonly<Record<QuoteKind, string>> = {
  life: 'keptLifeQuoteIds',
  travel: 'keptTravelQuoteIds',
};
const MAX_KEPT = 50;
// The token of each product's last guest answer (ADR 0123): sent back with the quote call, it
// answers the same stored quote when the request is unchanged and the quote recent.
const REVISIT_TOKENS_KEY = 'quoteRevisitTokens';

function read(kind: QuoteKind): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEYS[kind]) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function keepQuoteId(kind: QuoteKind, id: string): void {
  if (typeof localStorage === 'undefined') return;
  const kept = [...read(kind).filter((v) => v !== id), id].slice(-MAX_KEPT);
  localStorage.setItem(KEYS[kind], JSON.stringify(kept));
}

/** Gives the kept ids to the signed-in account (a quote has one owner at most) and forgets them. */
export async function claimKeptQuotes(): Promise<void> {
  if (typeof localStorage === 'undefined') return;
  const life = read('life');
  const travel = read('travel');
  if (life.length === 0 && travel.length === 0) return;
  await apiClient.post('account/quotes/claim', { life, travel }, { silent: true, trackLoading: false });
  localStorage.removeItem(KEYS.life);
  localStorage.removeItem(KEYS.travel);
}

function revisitTokens(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(REVISIT_TOKENS_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The token of the product's last guest answer, if it kept one. */
export function keptRevisitToken(product: string): string | undefined {
  if (typeof localStorage === 'undefined') return undefined;
  const token = revisitTokens()[product];
  return typeof token === 'string' ? token : undefined;
}

/** Keeps the answer's token for the product's next quote call; an answer without one forgets it. */
export function keepRevisitToken(product: string, token: string | undefined): void {
  if (typeof localStorage === 'undefined') return;
  const others = Object.entries(revisitTokens()).filter(([key]) => key !== product);
  const kept = Object.fromEntries(token === undefined ? others : [...others, [product, token]]);
  try {
    localStorage.setItem(REVISIT_TOKENS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the next visit stores its quote again, as before.
  }
}
