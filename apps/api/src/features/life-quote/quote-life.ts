// Use case: price a life quote request (N11) over the active rate tables, store it with its
// result and rate versions (N8), and answer in dollars (N40). Ineligible requests are stored too,
// with the reason, and get a 400 with a clear message.

import { randomUUID } from 'node:crypto';
import { centsToDollars } from '@brokerage/shared/money/cents';
import type { LifeQuoteSlug } from '@brokerage/shared/catalogue/options';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { priceLifeQuote } from '@brokerage/shared/life-quote/life-pricing';
import type { PricedLifeQuote } from '@brokerage/shared/life-quote/life-pricing';
import { lifeRequestFieldErrors } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeQuoteRequest, LifeQuoteResult } from '@brokerage/shared/life-quote/life-quote-request';
import type { Db } from '../../db/client.ts';
import { badRequest, serviceUnavailable, validationFailed } from '../../lib/app-error.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { QuoteCache } from '../../lib/quote-cache.ts';
import { RecentQuotes } from '../../lib/recent-quotes.ts';
import { revisitedQuoteId, signRevisitToken } from '../../lib/revisit-token.ts';
import type { GuestRevisit } from '../../lib/revisit-token.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import { activeRateTables } from './active-rate-tables.ts';
import { insertQuoteRequests } from './life-quote.repository.ts';

export const NO_RATES_MESSAGE =
  'Instant quotes are not available right now. Please call us and we can get you covered.';

/** The answer without its quote id: the same for every identical request of the day (ADR 0053). */
export type LifeAnswerBody = Omit<LifeQuoteResult, 'quoteId' | 'revisitToken'>;

export interface QuotedLife {
  quoteId: string;
  /** Shared by identical requests: never change it. */
  answerBody: LifeAnswerBody;
  priced: PricedLifeQuote;
  /** A guest's: sent back with the same request, it answers this quote again (ADR 0123). */
  revisitToken?: string;
}

type Priced =
  | {
      ok: true;
      priced: PricedLifeQuote;
      answerBody: LifeAnswerBody;
      /** What is stored: [payment period, cents] per tile and [plan code, cents] per row, cheapest first. */
      storedResult: Record<string, unknown>;
    }
  | { ok: false; message: string };

// Identical requests share one pricing while the tables are active (lib/quote-cache.ts).
const QUOTE_CACHE_ENTRIES = 1_000; // about 17 KB each with its JSON: ~17 MB at most
const quoteCache = new QuoteCache<Priced>(QUOTE_CACHE_ENTRIES);

const recordQuoteRequest = createGroupCommit(insertQuoteRequests);

// An account's identical request within minutes (a results page visited again) answers the stored
// quote's id and stores nothing (ADR 0114); a guest's does with its last answer's token (ADR 0123).
const recentQuotes = new RecentQuotes<QuotedLife>(QUOTE_CACHE_ENTRIES);

/** Prices without storing: the application and the e-mail reuse it. Throws the 400s. */
export async function priceLifeRequest(
  db: Db,
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
  now: Date,
): Promise<Priced> {
  const fieldErrors = lifeRequestFieldErrors(product, request);
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
  const [tables, insurers] = await Promise.all([activeRateTables(db, product), insurerDirectory(db)]);
  if (tables.length === 0) throw serviceUnavailable(NO_RATES_MESSAGE);
  const today = todayInZone(now);
  // The insurers' signature: a renamed insurer is never shown under its old name (ADR 0097).
  const key = `${product}|${today}|${tables.map((t) => t.version).join(',')}|${insurers.signature}|${JSON.stringify(request)}`;
  return quoteCache.get(db, key, async () => {
    const result = priceLifeQuote({ product, request, today, tables, insurerNames: insurers.names });
    return result.ok
      ? {
          ok: true,
          priced: result.quote,
          answerBody: toAnswerBody(product, request, result.quote),
          storedResult: {
            ratingAge: result.quote.ratingAge,
            shortQuotes: result.quote.shortQuotes.map((q) => [q.paymentPeriod, q.premiumCents]),
            quotes: result.quote.quotes.map((q) => [q.planCode, q.premiumCents]),
          },
        }
      : result;
  });
}

export async function quoteLife(
  db: Db,
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
  now: Date = new Date(),
  /** Run while signed in, the quote is the account's at once. */
  userId: string | null = null,
  /** A guest's call from a page that may show the same quote again (ADR 0123). */
  guest: GuestRevisit | null = null,
): Promise<QuotedLife> {
  const priced = await priceLifeRequest(db, product, request, now);
  const quoteId = randomUUID();
  if (!priced.ok) {
    await recordQuoteRequest(db, {
      id: quoteId,
      product,
      request,
      result: null,
      refusal: priced.message,
      rateVersions: [],
      userId,
    });
    throw badRequest(priced.message);
  }
  const at = now.getTime();
  const requestKey = `${product}|${todayInZone(now)}|${priced.priced.rateVersions.join(',')}|${JSON.stringify(request)}`;
  const ownKey = userId === null ? null : `${userId}|${requestKey}`;
  const recent = ownKey === null ? undefined : recentQuotes.get(db, ownKey, at);
  if (recent !== undefined) return recent;
  // A guest's token for this very request answers its recent quote again (ADR 0123).
  const guestRevisit = userId === null ? guest : null;
  const revisited = guestRevisit === null ? undefined : revisitedQuoteId(guestRevisit, requestKey, at);
  const answer = { answerBody: priced.answerBody, priced: priced.priced };
  if (revisited !== undefined) return { quoteId: revisited, ...answer, revisitToken: guestRevisit?.token };
  await recordQuoteRequest(db, {
    id: quoteId,
    product,
    request,
    result: priced.storedResult,
    refusal: null,
    rateVersions: priced.priced.rateVersions,
    userId,
  });
  if (ownKey !== null) {
    const quoted = { quoteId, ...answer };
    recentQuotes.set(db, ownKey, quoted, at);
    return quoted;
  }
  const revisitToken =
    guestRevisit === null ? undefined : signRevisitToken(guestRevisit.secret, quoteId, requestKey, at);
  return { quoteId, ...answer, revisitToken };
}

/** The answer without its id; the route's compiled response schema writes it (ADR 0101). */
function toAnswerBody(
  product: LifeQuoteSlug,
  request: LifeQuoteRequest,
  quote: PricedLifeQuote,
): LifeAnswerBody {
  return {
    product,
    ageNearestBirthday: quote.ageNearestBirthday,
    coverage: request.coverage,
    paymentPeriod: request.paymentPeriod,
    premiumPaymentDuration: request.premiumPaymentDuration,
    shortQuotes: quote.shortQuotes.map((q) => ({
      paymentPeriod: q.paymentPeriod,
      term: q.term,
      premiumAmount: centsToDollars(q.premiumCents),
      paymentMode: q.paymentMode,
    })),
    quotes: quote.quotes.map((q) => ({
      insurerCode: q.insurerCode,
      company: q.company,
      planCode: q.planCode,
      policyName: q.policyName,
      paymentPeriod: q.paymentPeriod,
      term: q.term,
      premiumAmount: centsToDollars(q.premiumCents),
      paymentMode: q.paymentMode,
      details: q.details,
    })),
    rateVersions: quote.rateVersions,
    sampleRates: quote.sampleRates,
  };
}
