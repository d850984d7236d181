// Use case: price a life quote request (N11) over the active rate tables, store it with its
// result and rate versions (N8), and answer in dollars (N40). Ineligible requests are stored too,
// with the reason, and get a 400 with a clear message.

import { centsToDollars } from '@brokerage/shared/money/cents';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { priceLifeQuote } from '@brokerage/shared/life-quote/life-pricing';
import type { PricedLifeQuote } from '@brokerage/shared/life-quote/life-pricing';
import { lifeRequestFieldErrors } from '@brokerage/shared/life-quote/life-quote-schemas';
import type { LifeQuoteRequest, LifeQuoteResult } from '@brokerage/shared/life-quote/life-quote-schemas';
import type { Db } from '../../db/client.ts';
import { badRequest, serviceUnavailable, validationFailed } from '../../lib/app-error.ts';
import { activeRateTables } from './active-rate-tables.ts';
import { recordQuoteRequest } from './quote-request-log.ts';

export const NO_RATES_MESSAGE =
  'Instant quotes are not available right now. Please call us and we can get you covered.';

export interface QuotedLife {
  answer: LifeQuoteResult;
  priced: PricedLifeQuote;
}

/** Prices without storing: the application and the e-mail reuse it. Throws the 400s. */
export async function priceLifeRequest(
  db: Db,
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
  now: Date,
): Promise<{ ok: true; priced: PricedLifeQuote } | { ok: false; message: string }> {
  const fieldErrors = lifeRequestFieldErrors(product, request);
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
  const tables = await activeRateTables(db, product);
  if (tables.length === 0) throw serviceUnavailable(NO_RATES_MESSAGE);
  const result = priceLifeQuote({ product, request, today: todayInZone(now), tables });
  return result.ok ? { ok: true, priced: result.quote } : result;
}

export async function quoteLife(
  db: Db,
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
  now: Date = new Date(),
): Promise<QuotedLife> {
  const priced = await priceLifeRequest(db, product, request, now);
  if (!priced.ok) {
    await recordQuoteRequest(db, {
      product,
      request,
      result: null,
      refusal: priced.message,
      rateVersions: [],
    });
    throw badRequest(priced.message);
  }
  const quote = priced.priced;
  const quoteId = await recordQuoteRequest(db, {
    product,
    request,
    // Compact: [payment period, cents] per tile and [plan code, cents] per row, cheapest first.
    result: {
      ratingAge: quote.ratingAge,
      shortQuotes: quote.shortQuotes.map((q) => [q.paymentPeriod, q.premiumCents]),
      quotes: quote.quotes.map((q) => [q.planCode, q.premiumCents]),
    },
    refusal: null,
    rateVersions: quote.rateVersions,
  });
  return { answer: toAnswer(quoteId, product, request, quote), priced: quote };
}

export function toAnswer(
  quoteId: string,
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
  quote: PricedLifeQuote,
): LifeQuoteResult {
  return {
    quoteId,
    product,
    ageNearestBirthday: quote.ageNearestBirthday,
    coverage: request.coverage,
    paymentPeriod: request.paymentPeriod,
    premiumPaymentDuration: request.premiumPaymentDuration,
    shortQuotes: quote.shortQuotes.map(({ premiumCents, ...rest }) => ({
      ...rest,
      premiumAmount: centsToDollars(premiumCents),
    })),
    quotes: quote.quotes.map(({ premiumCents, ...rest }) => ({
      ...rest,
      premiumAmount: centsToDollars(premiumCents),
    })),
    rateVersions: quote.rateVersions,
    sampleRates: quote.sampleRates,
  };
}
