// Account rules the page shell needs on every page (header avatar, route guard), kept free of zod
// so they stay out of the schemas' chunk; account-schemas.ts re-exports them.

import { LIFE_QUOTE_SLUGS } from '../catalogue/options.ts';
import { matchRoute } from '../routes/route-table.ts';

/** Platform spec section 4 (Reset password): the warning for a link without a valid e-mail and token. */
export const BAD_LINK_MESSAGE = 'Please try to open link from email that you have received';

/** Life products whose `from` value leads to their quotes after sign-in or sign-up (N35). */
export const LIFE_FROM_SLUGS = LIFE_QUOTE_SLUGS;

/**
 * Where sign-in (or sign-up) with this `from` ends: a life product's quotes (N35); otherwise the
 * page the visitor came from when it is a known page other than the account pages; undefined
 * means the default (home after sign-in, sign-in after sign-up).
 */
export function destinationAfterSignIn(from: string | null | undefined): string | undefined {
  if (!from) return undefined;
  if ((LIFE_FROM_SLUGS as readonly string[]).includes(from)) return `/${from}/available-quotes`;
  const path = `/${from.replace(/^\/+/, '')}`;
  const route = matchRoute(path);
  if (route === undefined || route.guard === 'guest' || path.includes('//')) return undefined;
  return path;
}

/** 'JD' for Jane Doe. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = Array.from(firstName.trim())[0] ?? '';
  const last = Array.from(lastName.trim())[0] ?? '';
  return `${first}${last}`.toUpperCase();
}
