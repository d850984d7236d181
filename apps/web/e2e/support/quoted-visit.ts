// A visitors-to-Canada quote asked over HTTP and the application fields that agree with it, for
// specs that send an application directly: the API requires the citation (ADR 0088).

import { bornAged, torontoDate } from './dates.ts';

interface QuoteRow {
  planCode: string;
  deductibleAmount: number | null;
  coverageAmount: number | null;
}

/** The trip fields of a visitors-to-Canada application, and the quote and plan it cites. */
export interface QuotedVisit {
  dateOfBirth: string;
  arrivalDate: string;
  policyEffectiveDate: string;
  departureDate: string;
  coverage: number;
  deductible: number;
  quote: { quoteId: string; planCode: string; deductible: number | null };
}

/** The dates, amounts, birth date and citation of one person of `age` quoted for 60 days. */
export async function quotedVisit(baseUrl: string, age = 60): Promise<QuotedVisit> {
  const request = {
    quoteFor: 'single',
    person1Age: age,
    preExistingPerson1: 'no',
    coverage: 100_000,
    province: 'ON',
    startDate: torontoDate(5),
    endDate: torontoDate(64),
    numberOfDays: 60,
  };
  const response = await fetch(`${baseUrl}/api/quotations/visitors-to-canada`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.status !== 200) throw new Error(`quote refused: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { quoteId: string; quotes: QuoteRow[] } };
  const row = data.quotes.find((q) => q.deductibleAmount === 500) ?? data.quotes[0];
  if (row === undefined) throw new Error('no visitor quote');
  return {
    dateOfBirth: bornAged(age),
    arrivalDate: request.startDate,
    policyEffectiveDate: request.startDate,
    departureDate: request.endDate,
    coverage: row.coverageAmount ?? request.coverage,
    deductible: row.deductibleAmount ?? 0,
    quote: { quoteId: data.quoteId, planCode: row.planCode, deductible: row.deductibleAmount },
  };
}
