// Stores a visitors, students or travellers application (product-flows sections 3 and 7).
// The body was checked by the route with the shared schema; the date rules that need today run
// here with the server's date (Eastern time).

import { findProductByValue } from '@brokerage/shared/catalogue/products';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { EXTRA_PERSON_NUMBERS } from '@brokerage/shared/catalogue/options';
import { dollarsToCents } from '@brokerage/shared/money/cents';
import {
  APPLICATION_RECEIVED_MESSAGE,
  extraPersonKeys,
  studentsApplicationSchema,
  travellersApplicationSchema,
  visitorsApplicationSchema,
} from '@brokerage/shared/travel-quote/application.schema';
import type {
  ApplicationForm,
  StudentsApplication,
  TravellersApplication,
  VisitorsApplication,
} from '@brokerage/shared/travel-quote/application.schema';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordHealthConsent } from '../consent/manage-consent.ts';
import { invalidInput } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { composeMail } from '../mail/mail-layout.ts';
import { insertApplication } from './travel-quote.repository.ts';
import type { NewTravelApplication, TravelInsuredPerson } from './travel-quote.repository.ts';

const SCHEMAS = {
  visitors: visitorsApplicationSchema,
  students: studentsApplicationSchema,
  travellers: travellersApplicationSchema,
} as const;

type ParsedApplication = VisitorsApplication | StudentsApplication | TravellersApplication;

export interface SubmittedApplication {
  id: string;
  message: string;
}

/** The reference staff and the customer quote, as the inbox trigger writes it (migration 0010). */
export function travelApplicationReference(id: string): string {
  return `TA-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export async function submitApplication(
  db: Db,
  form: ApplicationForm,
  body: unknown,
  options: { staffEmail: string; today?: CivilDate; userId?: string; ipAddress?: string },
): Promise<SubmittedApplication> {
  const today = options.today ?? todayInZone(new Date());
  const parsed = SCHEMAS[form]({ today }).safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  const row = { ...applicationRow(form, parsed.data), userId: options.userId ?? null };
  // The application and both mails commit together or not at all (N17).
  const id = await inTransaction(db, async (tx) => {
    const newId = await insertApplication(tx, row);
    // The schema refused the application without the express consent to its health answers (N25).
    await recordHealthConsent(tx, {
      email: row.email,
      subjectId: newId,
      sourceForm: `${form}-application`,
      ipAddress: options.ipAddress ?? null,
    });
    await notifyApplicationReceived(tx, options.staffEmail, {
      reference: travelApplicationReference(newId),
      form,
      productValue: row.productValue,
      firstName: row.firstName,
      email: row.email,
    });
    return newId;
  });
  return { id, message: APPLICATION_RECEIVED_MESSAGE };
}

/** The typed row of a checked application (ADR 0061); money in cents, other persons in form order. */
export function applicationRow(form: ApplicationForm, a: ParsedApplication): NewTravelApplication {
  const insured = 'numberOfVisitors' in a ? a.numberOfVisitors : a.quoteFor;
  return {
    form,
    productValue: a.products[0] ?? 0,
    insured,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phone: a.phone,
    gender: a.gender,
    dateOfBirth: a.dateOfBirth,
    preExistingCondition: a.preExistingCondition,
    age: 'age' in a ? a.age : null,
    canadianAddress: a.canadianAddress,
    province: a.province,
    postalCode: a.postalCode,
    canadianNumber: a.canadianNumber,
    beneficiaryName: a.beneficiaryName || null,
    finalContactName: a.finalContactName,
    finalContactNumber: 'finalContactNumber' in a ? a.finalContactNumber : null,
    contactTime: a.contactTime,
    homeCountry: 'homeCountry' in a ? a.homeCountry : null,
    destinationCountry: 'destinationCountry' in a ? a.destinationCountry : null,
    arrivalDate: 'arrivalDate' in a ? a.arrivalDate : null,
    departureDate: a.departureDate,
    policyEffectiveDate: a.policyEffectiveDate,
    expiryDate: 'expiryDate' in a ? a.expiryDate : null,
    coverageCents: 'coverage' in a ? dollarsToCents(a.coverage) : null,
    deductibleCents: 'deductible' in a ? dollarsToCents(a.deductible) : null,
    otherPersons: 'numberOfVisitors' in a ? otherPersons(a) : [],
  };
}

function otherPersons(a: VisitorsApplication | TravellersApplication): TravelInsuredPerson[] {
  if (a.numberOfVisitors === 'single') return [];
  const person2: TravelInsuredPerson = {
    firstName: a.person2FirstName ?? '',
    lastName: a.person2LastName ?? '',
    dateOfBirth: a.person2DateOfBirth ?? '',
    gender: a.person2Gender ?? '',
    preExistingCondition: a.person2PreExistingCondition ?? '',
  };
  if (a.numberOfVisitors !== 'family') return [person2];
  const extra = (a.morePersons ?? []).map((person, index) => {
    const keys = extraPersonKeys(EXTRA_PERSON_NUMBERS[index] ?? index + 3);
    return {
      firstName: person[keys.firstName] ?? '',
      lastName: person[keys.lastName] ?? '',
      dateOfBirth: person[keys.dateOfBirth] ?? '',
      gender: person[keys.gender] ?? '',
      preExistingCondition: person[keys.preExistingCondition] ?? '',
    };
  });
  return [person2, ...extra];
}

// The customer's confirmation and the staff notification go through the mail outbox (N17), so a
// mail-server outage delays them and loses none. Neither carries the health answers (N25).
async function notifyApplicationReceived(
  db: Db,
  staffEmail: string,
  application: {
    reference: string;
    form: ApplicationForm;
    productValue: number;
    firstName: string;
    email: string;
  },
): Promise<void> {
  const productName = findProductByValue(application.productValue)?.name ?? 'travel insurance';
  const customer = composeMail({
    greeting: `Hello ${application.firstName},`,
    paragraphs: [
      `Thank you for your ${productName} application (reference ${application.reference}).`,
      'An advisor will call you at your preferred time to review it with you and to finalise the purchase and the payment. The policy documents follow once the insurer issues the policy.',
      'We reply to every request within 24 hours. If anything in your application needs correcting, just reply to this e-mail or call us.',
    ],
  });
  await enqueueMail(db, {
    to: application.email,
    subject: `We received your ${productName} application`,
    ...customer,
  });
  const staff = composeMail({
    greeting: 'Hello team,',
    paragraphs: [
      `A new ${productName} application (${application.form} form, reference ${application.reference}) has arrived.`,
      'Please call the customer within 24 hours. The full application is in the admin area.',
    ],
  });
  await enqueueMail(db, {
    to: staffEmail,
    subject: `New ${productName} application ${application.reference}`,
    ...staff,
  });
}
