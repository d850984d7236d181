// The stored life quote a life application cites (ADR 0114, as ADR 0088 for travel): found by the
// id its answer gave, checked against the applicant (birth date, sex, smoker, citizenship,
// province, coverage, term, illnesses) and priced again from the rate versions it cites, whatever
// was imported since. Any disagreement is refused with the field's message.

import { todayInZone } from '@brokerage/shared/dates/civil-date';
import {
  LIFE_QUOTE_MATCH_MESSAGES,
  lifeApplicationQuoteMismatches,
} from '@brokerage/shared/life-quote/life-application-quote-match';
import { priceLifeQuote } from '@brokerage/shared/life-quote/life-pricing';
import type { PricedLifeQuote } from '@brokerage/shared/life-quote/life-pricing';
import { lifeQuoteRequestSchema } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeQuoteRequest } from '@brokerage/shared/life-quote/life-quote-request';
import type { LifeApplicationBody } from '@brokerage/shared/life-quote/life-quote-schemas';
import type { Db } from '../../db/client.ts';
import { badRequest, validationFailed } from '../../lib/app-error.ts';
import { citedRateTables } from './active-rate-tables.ts';
import { findLifeQuoteById } from './life-quote.repository.ts';

const refuse = (message: string) => validationFailed({ plan: message });

/** The cited quote's request, paid as the application chooses, and its prices at the cited rates. */
export async function citedLifeQuote(
  db: Db,
  body: LifeApplicationBody,
  now: Date,
): Promise<{ request: LifeQuoteRequest; priced: PricedLifeQuote }> {
  const stored = await findLifeQuoteById(db, body.plan.quoteId);
  // A refused quote offered no plan to choose.
  if (stored === undefined || stored.refusal !== null) throw refuse(LIFE_QUOTE_MATCH_MESSAGES.quoteNotFound);
  if (stored.product !== body.product) throw refuse(LIFE_QUOTE_MATCH_MESSAGES.product);
  const parsed = lifeQuoteRequestSchema.safeParse(stored.request);
  if (!parsed.success) throw refuse(LIFE_QUOTE_MATCH_MESSAGES.quoteNotFound);

  const mismatches = lifeApplicationQuoteMismatches(parsed.data, body);
  if (mismatches.length > 0) {
    throw validationFailed(Object.fromEntries(mismatches.map((m) => [m.path, m.message])));
  }
  // Monthly or annually is the application's choice: the monthly premium is the annual one's
  // fixed share (N11), so the quote prices both.
  const request = { ...parsed.data, premiumPaymentDuration: body.plan.premiumPaymentDuration };
  const tables = await citedRateTables(db, body.product, stored.rateVersions);
  const result = priceLifeQuote({ product: body.product, request, today: todayInZone(now), tables });
  if (!result.ok) throw badRequest(result.message);
  return { request, priced: result.quote };
}
