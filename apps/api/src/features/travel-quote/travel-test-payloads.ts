// Request bodies shared by the API tests of travel applications (not used by the app).

import { addDays, addYears } from '@brokerage/shared/dates/civil-date';
import type { TravelQuoteAnswer, TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import type { TravelProductSlug } from '@brokerage/shared/travel-quote/travel-products';

/** The applicant's fields every travel application form has. */
export const travelApplicant = {
  gender: 'male',
  firstName: 'Raj',
  lastName: 'Patel',
  dateOfBirth: '1955-03-04',
  preExistingCondition: 'no',
  email: 'Raj@Example.com',
  phone: '416-555-0198',
  canadianAddress: '1 Queen St W, Toronto',
  province: 'ON',
  postalCode: 'M5H2N2',
  canadianNumber: '416-555-0199',
  finalContactName: 'Priya Patel',
  contactTime: 'Morning',
  healthConsent: true,
  acceptedDeclarations: ['true-and-complete', 'misrepresentation', 'advisor-review'],
  signature: 'Raj Patel',
};

/** A valid visitors-to-Canada application for a trip starting 5 days after `today`. */
export function visitorsApplication(today: string) {
  return {
    ...travelApplicant,
    numberOfVisitors: 'single',
    homeCountry: 'India',
    arrivalDate: addDays(today, 5),
    policyEffectiveDate: addDays(today, 5),
    departureDate: addDays(today, 60),
    coverage: 100_000,
    deductible: 500,
    finalContactNumber: '416-555-0100',
    products: [8],
  };
}

/** A valid visitors-to-Canada quote request: one person of 45, 30 days from 10 days after `today`. */
export function visitorQuoteBody(today: string) {
  const start = addDays(today, 10);
  return {
    quoteFor: 'single',
    person1Age: 45,
    preExistingPerson1: 'no',
    coverage: 100_000,
    province: 'ON',
    startDate: start,
    endDate: addDays(start, 29),
    numberOfDays: 30,
  };
}

/** An app the helpers below can post to (the test's `t.app`). */
interface Injects {
  inject(options: {
    method: 'POST';
    url: string;
    payload: object;
    headers?: Record<string, string>;
  }): Promise<{ statusCode: number; body: string; json(): unknown }>;
}

/**
 * Quotes `body` for `product` over HTTP and cites the row `pick` chooses (the first by default),
 * as the results page does (ADR 0088).
 */
export async function quoteAndCite(
  app: Injects,
  product: TravelProductSlug,
  body: object,
  pick: (row: TravelQuoteRow) => boolean = () => true,
) {
  const response = await app.inject({ method: 'POST', url: `/api/quotations/${product}`, payload: body });
  if (response.statusCode !== 200) throw new Error(`quote refused: ${response.body}`);
  const answer = (response.json() as { data: TravelQuoteAnswer }).data;
  const row = answer.quotes.find(pick) ?? answer.quotes[0];
  if (row === undefined) throw new Error(`no ${product} plan quoted`);
  const quote = { quoteId: answer.quoteId, planCode: row.planCode, deductible: row.deductibleAmount };
  return { answer, row, quote };
}

/** A birth date giving `age` on `today` (a month past the birthday). */
export const bornAged = (today: string, age: number) => addYears(addDays(today, -30), -age);

/**
 * A visitors-to-Canada application citing a fresh quote for one person of 45 (the $1,000
 * deductible row), its dates and amounts as the page prefills them from the quote.
 */
export async function quotedVisitorsApplication(
  app: Injects,
  today: string,
  request: ReturnType<typeof visitorQuoteBody> & { quoteFor: string } = visitorQuoteBody(today),
) {
  const cited = await quoteAndCite(app, 'visitors-to-canada', request, (q) => q.deductibleAmount === 1000);
  const application = {
    ...visitorsApplication(today),
    dateOfBirth: bornAged(today, request.person1Age),
    arrivalDate: request.startDate,
    policyEffectiveDate: request.startDate,
    departureDate: request.endDate,
    coverage: cited.row.coverageAmount ?? request.coverage,
    deductible: cited.row.deductibleAmount ?? 0,
    quote: cited.quote,
  };
  return { ...cited, request, application };
}
