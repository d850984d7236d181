// The premium of a travel policy's added days (ADR 0113): the application's cited quote request
// (ADR 0088) with the extension's dates, priced at the rate versions the quote cites, whatever was
// imported since (ADR 0061): the same ages, coverage, deductible and plan. Null when it cannot be
// priced so (no citation, the quote removed, the plan or its rate category not found): the caller
// falls back to the policy's premium per day.

import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { inclusiveDays } from '@brokerage/shared/dates/civil-date';
import { dollarsToCents } from '@brokerage/shared/money/cents';
import { TRAVEL_PRODUCT_SLUGS } from '@brokerage/shared/travel-quote/travel-products';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';
import type { Db } from '../../db/client.ts';
import { repriceTravelQuote } from './create-travel-quote.ts';
import { travelQuoteRequestSchema } from './travel-kinds.ts';
import type { TravelQuoteRequest } from './travel-kinds.ts';
import { findApplicationCitation, findQuoteByPublicId } from './travel-quote.repository.ts';

export interface CitedDaysPremium {
  /** The plan's premium for the days, in cents (before any minimum). */
  premiumCents: number;
  /** The version of the plan's rate table the application cites. */
  rateVersion: string | null;
}

const isProduct = (value: string): value is TravelProductSlug =>
  (TRAVEL_PRODUCT_SLUGS as readonly string[]).includes(value);

/** The request with other dates: its own checks were those of the day it was asked. */
function withDates(request: TravelQuoteRequest, from: CivilDate, to: CivilDate): TravelQuoteRequest {
  if ('effectiveDate' in request) return { ...request, effectiveDate: from, expiryDate: to };
  if ('numberOfDays' in request && request.numberOfDays != null)
    return { ...request, startDate: from, endDate: to, numberOfDays: inclusiveDays(from, to) };
  return { ...request, startDate: from, endDate: to };
}

/**
 * The cited plan's premium for the days from `from` to `to` (inclusive) at the cited rate versions.
 * `policyPremiumCents` picks the medical rate category when the plan has several (Premium 1, 2, ...):
 * the one whose cited premium the policy carries; none matching gives null.
 */
export async function priceCitedPlanForDays(
  db: Db,
  applicationId: string,
  { from, to, policyPremiumCents }: { from: CivilDate; to: CivilDate; policyPremiumCents: number },
): Promise<CitedDaysPremium | null> {
  const citation = await findApplicationCitation(db, applicationId);
  if (citation?.quoteId == null || citation.planCode == null) return null;
  const stored = await findQuoteByPublicId(db, citation.quoteId);
  if (stored === undefined || !isProduct(stored.product)) return null;
  const product = stored.product;
  const request = stored.request as Record<string, unknown>;
  const asked = request.startDate ?? request.effectiveDate;
  if (typeof asked !== 'string') return null;
  // Checked as on its own start day: the stored request passed these checks when it was asked.
  const parsed = travelQuoteRequestSchema(product, asked).safeParse(stored.request);
  if (!parsed.success) return null;

  const result = await repriceTravelQuote(db, product, withDates(parsed.data, from, to), stored.rateVersions);
  const rows = result.quotes.filter((q) => q.planCode === citation.planCode);
  const deductibleOf = (amount: number | null) => (amount === null ? null : dollarsToCents(amount));
  // A form without a deductible question (students) keeps none: the plan's only row is the one.
  const row =
    rows.find((q) => deductibleOf(q.deductibleAmount) === citation.deductibleCents) ??
    (citation.deductibleCents === null && rows.length === 1 ? rows[0] : undefined);
  if (row === undefined) return null;
  const premiums = (Array.isArray(row.premiumAmount) ? row.premiumAmount : [row.premiumAmount]).map(
    dollarsToCents,
  );
  let category = 0;
  if (premiums.length > 1) {
    category = (citation.premiumCents ?? []).indexOf(policyPremiumCents);
    if (category < 0) return null;
  }
  const premiumCents = premiums[category];
  return premiumCents === undefined ? null : { premiumCents, rateVersion: citation.rateVersion };
}
