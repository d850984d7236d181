// 'See quotes again': an account's stored quote request priced at today's rates, with
// the best premium then and now. Nothing is stored; the results page the customer lands on asks
// for its quotes as usual. A trip that has already started cannot be priced: the answer says so.

import type { RepricedQuote } from '@brokerage/shared/accounts/my-account-schemas';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { isLifeProduct, lifeQuoteRequestSchema } from '@brokerage/shared/life-quote/life-quote-request';
import { isTravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import { isAppError, notFound } from '../../lib/app-error.ts';
import { priceLifeRequest } from '../life-quote/quote-life.ts';
import { priceTravelQuoteToday } from '../travel-quote/create-travel-quote.ts';
import { parseTravelQuoteRequest } from '../travel-quote/travel-kinds.ts';
import type { AccountsContext } from './accounts-context.ts';
import { storedBestPremiumCents, travelBestPremiumCents } from './best-premium.ts';
import { findOwnedQuote } from './my-account.repository.ts';
import { QUOTE_NOT_IN_ACCOUNT_MESSAGE } from './my-account.ts';

type Today = Pick<RepricedQuote, 'status' | 'todayBestPremiumCents'>;

// A request today's rules refuse (an age now out of range) is an answer, not an error.
async function refusedOn400(price: () => Promise<Today>): Promise<Today> {
  try {
    return await price();
  } catch (error) {
    if (isAppError(error) && error.status === 400) return { status: 'refused', todayBestPremiumCents: null };
    throw error;
  }
}

async function priceLifeToday(
  ctx: Pick<AccountsContext, 'db'>,
  product: string,
  request: unknown,
  now: Date,
) {
  const parsed = lifeQuoteRequestSchema.safeParse(request);
  if (!isLifeProduct(product) || !parsed.success)
    return { status: 'refused', todayBestPremiumCents: null } as const;
  return refusedOn400(async () => {
    const priced = await priceLifeRequest(ctx.db, product, parsed.data, now);
    if (!priced.ok) return { status: 'refused', todayBestPremiumCents: null };
    const cents = priced.priced.quotes.map((q) => q.premiumCents);
    return { status: 'priced', todayBestPremiumCents: cents.length === 0 ? null : Math.min(...cents) };
  });
}

/** The first day of cover: visitors and travellers say startDate, students effectiveDate. */
function startOf(request: unknown): string | undefined {
  if (request === null || typeof request !== 'object') return undefined;
  const { startDate, effectiveDate } = request as { startDate?: unknown; effectiveDate?: unknown };
  const start = startDate ?? effectiveDate;
  return typeof start === 'string' ? start : undefined;
}

async function priceTravelToday(
  ctx: Pick<AccountsContext, 'db'>,
  product: string,
  request: unknown,
  now: Date,
) {
  const today = todayInZone(now);
  const start = startOf(request);
  if (start !== undefined && start < today)
    return { status: 'dates-past', todayBestPremiumCents: null } as const;
  if (!isTravelProductSlug(product)) return { status: 'refused', todayBestPremiumCents: null } as const;
  return refusedOn400(async () => {
    const checked = parseTravelQuoteRequest(product, request, today);
    const result = await priceTravelQuoteToday(ctx.db, product, checked);
    return { status: 'priced', todayBestPremiumCents: travelBestPremiumCents(result.quotes, request) };
  });
}

export async function repriceAccountQuote(
  ctx: Pick<AccountsContext, 'db'>,
  userId: string,
  kind: 'life' | 'travel',
  id: string,
  now: Date = new Date(),
): Promise<RepricedQuote> {
  const quote = await findOwnedQuote(ctx.db, userId, kind, id);
  if (quote === undefined) throw notFound(QUOTE_NOT_IN_ACCOUNT_MESSAGE);
  const today =
    kind === 'life'
      ? await priceLifeToday(ctx, quote.product, quote.request, now)
      : await priceTravelToday(ctx, quote.product, quote.request, now);
  return {
    kind,
    product: quote.product,
    request: (quote.request ?? {}) as Record<string, unknown>,
    quotedOn: todayInZone(quote.createdAt),
    thenBestPremiumCents: storedBestPremiumCents(kind, quote.result, quote.request),
    ...today,
  };
}
