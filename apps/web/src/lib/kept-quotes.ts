// Quote ids this browser ran while signed out (issue 15): kept in localStorage and handed to the
// account at the next sign-in, so the quotes show under My account > Quotes.

import { apiClient } from './api-client.ts';

const KEY = 'keptLifeQuoteIds';
const MAX_KEPT = 50;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function keepLifeQuoteId(id: string): void {
  if (typeof localStorage === 'undefined') return;
  localStorage.setItem(KEY, JSON.stringify([...read().filter((v) => v !== id), id].slice(-MAX_KEPT)));
}

/** Gives the kept ids to the signed-in account (a quote has one owner at most) and forgets them. */
export async function claimKeptQuotes(): Promise<void> {
  if (typeof localStorage === 'undefined') return;
  const life = read();
  if (life.length === 0) return;
  await apiClient.post('account/quotes/claim', { life }, { silent: true, trackLoading: false });
  localStorage.removeItem(KEY);
}
