// Stores a visitors, students or travellers application (product-flows sections 3 and 7). The
// route checked the answers with the form's shared schema for today (the date rules read the
// server's date, Eastern time, at each parse); the use case has the one application shape
// (lib/application-use-case.ts, ADR 0101).

import { EXTRA_PERSON_NUMBERS } from '@brokerage/shared/catalogue/options';
import { acceptedWording } from '@brokerage/shared/consent/application-declarations';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { dollarsToCents } from '@brokerage/shared/money/cents';
import {
  APPLICATION_RECEIVED_MESSAGE,
  extraPersonKeys,
} from '@brokerage/shared/travel-quote/application.schema';
import type {
  ApplicationForm,
  StudentsApplication,
  TravellersApplication,
  VisitorsApplication,
} from '@brokerage/shared/travel-quote/application.schema';
import { inTransaction } from '../../db/transaction.ts';
import type {
  ApplicationContext,
  ApplicationOwner,
  SubmittedApplication,
} from '../../lib/application-use-case.ts';
import { recordHealthConsent } from '../consent/manage-consent.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { keepApplicationCopy } from '../policies/application-pdf.ts';
import { citedPlanOf } from './cited-plan.ts';
import type { CitedPlan } from './cited-plan.ts';
import { applicationConfirmationMail, applicationStaffMail } from './travel-mails.ts';
import { insertApplication } from './travel-quote.repository.ts';
import type { NewTravelApplication, TravelInsuredPerson } from './travel-quote.repository.ts';
import { insurerDirectory } from '../insurers/insurer-directory.ts';

type ParsedApplication = VisitorsApplication | StudentsApplication | TravellersApplication;

/** A checked travel application and the form it came from. */
export interface TravelApplication {
  form: ApplicationForm;
  answers: ParsedApplication;
}

/** The reference staff and the customer quote, as the inbox trigger writes it (migration 0010). */
export function travelApplicationReference(id: string): string {
  return `TA-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export async function submitTravelApplication(
  ctx: ApplicationContext,
  owner: ApplicationOwner,
  { form, answers }: TravelApplication,
): Promise<SubmittedApplication> {
  // The cited plan is checked and priced again before anything is stored (ADR 0088).
  const plan = await citedPlanOf(ctx.db, { form, answers }, todayInZone(ctx.now ?? new Date()));
  const row = { ...applicationRow(form, answers, plan), userId: owner.userId };
  // The application and both mails commit together or not at all (N17).
  // Before the transaction: on the embedded database a read outside it would wait for it to end.
  const insurerNames = (await insurerDirectory(ctx.db)).names;
  const id = await inTransaction(ctx.db, async (tx) => {
    const newId = await insertApplication(tx, row);
    // The schema refused the application without the express consent to its health answers (N25).
    await recordHealthConsent(tx, {
      email: row.email,
      subjectId: newId,
      sourceForm: `${form}-application`,
      ipAddress: ctx.ipAddress ?? null,
    });
    const reference = travelApplicationReference(newId);
    // The customer's PDF copy, kept with the application and attached to the confirmation.
    const copy = await keepApplicationCopy(tx, { kind: 'travel', id: newId, reference }, insurerNames);
    const received = {
      reference,
      form,
      productValue: row.productValue,
      firstName: row.firstName,
      plan,
      insurerNames,
    };
    await enqueueMail(tx, { to: row.email, ...applicationConfirmationMail(received), attachments: [copy] });
    await enqueueMail(tx, { to: ctx.staffEmail, ...applicationStaffMail(received) });
    return newId;
  });
  return { id, message: APPLICATION_RECEIVED_MESSAGE };
}

/** The typed row of a checked application (ADR 0061); money in cents, other persons in form order. */
export function applicationRow(
  form: ApplicationForm,
  a: ParsedApplication,
  plan: CitedPlan | null = null,
): NewTravelApplication {
  const insured = 'numberOfVisitors' in a ? a.numberOfVisitors : a.quoteFor;
  return {
    quoteId: plan?.quoteId ?? null,
    planCode: plan?.planCode ?? null,
    insurerCode: plan?.insurerCode ?? null,
    policyName: plan?.policyName ?? null,
    premiumCents: plan?.premiumCents ?? null,
    rateVersion: plan?.rateVersion ?? null,
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
    // The schema refused the application unless every declaration was ticked and the name typed.
    declarations: acceptedWording(),
    signature: a.signature,
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
