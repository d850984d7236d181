// The applicant's fields of the travel application forms, filled as a customer would, and the
// body the form sends, for specs that send an application over HTTP.

import type { Page } from 'playwright-core';
import { signApplication } from './declarations.ts';
import type { QuotedVisit } from './quoted-visit.ts';

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

const ZOE: Applicant = { firstName: 'zoë', lastName: "O'Brien", email: 'zoe@example.com' };

/** Fills the applicant's fields; the birth date should agree with the quoted age (ADR 0088). */
export async function fillApplicant(page: Page, birthDate: string, who: Applicant = ZOE) {
  const form = page.getByRole('form', { name: 'Application' });
  await form.getByLabel(/^First name/).fill(who.firstName);
  await form.getByLabel(/^Last name/).fill(who.lastName);
  await form.getByLabel(/^Date of birth/).fill(birthDate);
  await page
    .getByRole('radiogroup', { name: /^Gender/ })
    .getByLabel('Female', { exact: true })
    .check();
  await page
    .getByRole('radiogroup', { name: /^Pre-existing condition/ })
    .getByLabel('No')
    .check();
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel(/^Phone/).fill('4165550198');
  await form.getByLabel('Canadian address').fill('1 Queen St W, Toronto');
  await form.getByLabel(/^Province/).selectOption('ON');
  await form.getByLabel('Postal code').fill('m5h 2n2');
  await form.getByLabel('Canadian contact number').fill('416-555-0199');
  await form.getByLabel(/^Contact name/).fill('Sam Lee');
  await form.getByLabel('Best time to call').fill('Evenings');
  // Express consent to the health answers (N25), stored as a consent record.
  await form
    .getByRole('checkbox', { name: /^I agree that Maple Shield may collect and use the health/ })
    .check();
  await signApplication(form, `${who.firstName} ${who.lastName}`);
}

/** Who sends a visitors-to-Canada application over HTTP, and the answers that tell one apart. */
export interface VisitorsApplicant {
  gender: 'female' | 'male';
  firstName: string;
  lastName: string;
  email: string;
  homeCountry: string;
  finalContactName: string;
}

/**
 * The body of POST /api/contact/application/visitors: the applicant's answers and the trip that
 * `visit` quoted and cites (ADR 0088), for specs that send an application without the form.
 */
export function visitorsApplicationBody(applicant: VisitorsApplicant, visit: QuotedVisit) {
  return {
    ...visit,
    ...applicant,
    preExistingCondition: 'no',
    phone: '416-555-0198',
    canadianAddress: '1 Queen St W, Toronto',
    province: 'ON',
    postalCode: 'M5H2N2',
    canadianNumber: '416-555-0199',
    contactTime: 'Morning',
    numberOfVisitors: 'single',
    finalContactNumber: '416-555-0100',
    products: [8],
    healthConsent: true,
    acceptedDeclarations: ['true-and-complete', 'misrepresentation', 'advisor-review'],
    signature: `${applicant.firstName} ${applicant.lastName}`,
  };
}
