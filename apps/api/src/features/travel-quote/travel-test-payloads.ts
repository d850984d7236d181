// Request bodies shared by the API tests of travel applications (not used by the app).

import { addDays } from '@brokerage/shared/dates/civil-date';

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
