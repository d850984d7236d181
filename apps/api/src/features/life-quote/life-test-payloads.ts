// Request bodies shared by the API tests of life quotes (not used by the app).

import { addYears, todayInZone } from '@brokerage/shared/dates/civil-date';

/** Today's date `years` years ago: a birth date giving that age. */
export const bornYearsAgo = (years: number) => addYears(todayInZone(new Date()), -years);

/** A valid term-life style quote request for a 35-year-old in Ontario. */
export function lifeQuoteBody(overrides: Record<string, unknown> = {}) {
  return {
    birthDate: bornYearsAgo(35),
    gender: 'female',
    smoke: false,
    citizen: true,
    province: 'ON',
    coverage: 250000,
    premiumPaymentDuration: 'monthly',
    paymentPeriod: 2,
    page: 1,
    ...overrides,
  };
}

/** The applicant's fields of a life application (signed in, N13). */
export const lifeApplicant = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.applicant@example.com',
  phone: '416-555-0198',
  address: '1 Main Street, Toronto',
  province: 'ON',
  postalCode: 'm5v 2t6',
  beneficiaryName: '',
  contactTime: 'evening',
  healthConsent: true,
  acceptedDeclarations: ['true-and-complete', 'misrepresentation', 'advisor-review'],
  signature: 'Jane Doe',
};

interface Injects {
  inject(options: {
    method: 'POST';
    url: string;
    payload: object;
  }): Promise<{ statusCode: number; body: string; json(): unknown }>;
}

interface QuotedLifeRow {
  insurerCode: string;
  policyName: string;
  premiumAmount: number;
  details?: { goodToKnow?: string };
}

/**
 * A term-life application citing a fresh quote of `quote` and its plan at `index` (the cheapest
 * by default), as the results page sends it (ADR 0114).
 */
export async function quotedLifeApplication(app: Injects, quote = lifeQuoteBody(), index = 0) {
  const response = await app.inject({ method: 'POST', url: '/api/quotations/term-life', payload: quote });
  if (response.statusCode !== 200) throw new Error(`quote refused: ${response.body}`);
  const answer = (response.json() as { data: { quoteId: string; quotes: QuotedLifeRow[] } }).data;
  const row = answer.quotes[index];
  if (row === undefined) throw new Error('no term-life plan quoted');
  const application = {
    product: 'term-life',
    quote,
    plan: {
      quoteId: answer.quoteId,
      paymentPeriod: quote.paymentPeriod,
      premiumPaymentDuration: quote.premiumPaymentDuration,
      coverage: quote.coverage,
      insurerCode: row.insurerCode,
      policyName: row.policyName,
      premiumAmount: row.premiumAmount,
    },
    ...lifeApplicant,
  };
  return { answer, row, application };
}
