// The plan a travel application cites (ADR 0088): the stored quote is found by its public id, its
// request is priced again from the rate versions it cites (whatever was imported since), the chosen
// row is found by plan code and deductible, and the applicant is checked against the quote (ages,
// dates, product, coverage, deductible). Any disagreement is refused with the field's message.

import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { dollarsToCents } from '@brokerage/shared/money/cents';
import {
  applicationQuoteMismatches,
  QUOTE_MATCH_MESSAGES,
} from '@brokerage/shared/travel-quote/application-quote-match';
import type { QuotedApplication } from '@brokerage/shared/travel-quote/application-quote-match';
import { APPLICATION_MESSAGES, productSlugOfValue } from '@brokerage/shared/travel-quote/application.schema';
import type {
  ApplicationForm,
  StudentsApplication,
  TravellersApplication,
  VisitorsApplication,
} from '@brokerage/shared/travel-quote/application.schema';
import { travelProductKind } from '@brokerage/shared/travel-quote/travel-products';
import type { Db } from '../../db/client.ts';
import { isAppError, validationFailed } from '../../lib/app-error.ts';
import { repriceTravelQuote } from './create-travel-quote.ts';
import { RATE_TABLE_OF_KIND } from './rate-versions.ts';
import { parseTravelQuoteRequest } from './travel-kinds.ts';
import { findQuoteByPublicId } from './travel-quote.repository.ts';

/** The cited plan as the application row keeps it (travel_applications, migration 0022). */
export interface CitedPlan {
  quoteId: string;
  planCode: string;
  insurerCode: string;
  policyName: string;
  /** One premium, or one per medical rate category (Premium 1, 2, ...). */
  premiumCents: number[];
  rateVersion: string | null;
}

const refuse = (message: string) => validationFailed({ quote: message });

/** The checked, re-priced plan of the application's citation, which the API requires. */
export async function citedPlanOf(
  db: Db,
  {
    form,
    answers,
  }: {
    form: ApplicationForm;
    answers: VisitorsApplication | StudentsApplication | TravellersApplication;
  },
  today: CivilDate,
): Promise<CitedPlan> {
  const citation = answers.quote;
  if (citation === undefined) throw refuse(APPLICATION_MESSAGES.quoteMissing);
  const stored = await findQuoteByPublicId(db, citation.quoteId);
  if (stored === undefined) throw refuse(QUOTE_MATCH_MESSAGES.quoteNotFound);
  const product = productSlugOfValue(answers.products[0]);
  if (product === undefined || stored.product !== product) throw refuse(QUOTE_MATCH_MESSAGES.product);

  let request;
  try {
    request = parseTravelQuoteRequest(product, stored.request, today);
  } catch (error) {
    // The quote's dates have passed since: its plans cannot be bought as quoted.
    if (isAppError(error)) throw refuse(QUOTE_MATCH_MESSAGES.quoteStale);
    throw error;
  }
  const result = await repriceTravelQuote(db, product, request, stored.rateVersions);
  const row = result.quotes.find(
    (q) => q.planCode === citation.planCode && q.deductibleAmount === citation.deductible,
  );
  if (row === undefined) throw refuse(QUOTE_MATCH_MESSAGES.planNotQuoted);

  // The form and the request's kind go together: the product decided both.
  const quoted = { form, answers, request } as QuotedApplication;
  const mismatches = applicationQuoteMismatches(quoted, row, today);
  if (mismatches.length > 0) {
    throw validationFailed(Object.fromEntries(mismatches.map((m) => [m.path, m.message])));
  }
  const table = RATE_TABLE_OF_KIND[travelProductKind(product)];
  const premiums = Array.isArray(row.premiumAmount) ? row.premiumAmount : [row.premiumAmount];
  return {
    quoteId: citation.quoteId,
    planCode: row.planCode,
    insurerCode: row.insurerCode,
    policyName: row.policyName,
    premiumCents: premiums.map(dollarsToCents),
    rateVersion: stored.rateVersions.find((v) => v.table === table)?.version ?? null,
  };
}
