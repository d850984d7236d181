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
