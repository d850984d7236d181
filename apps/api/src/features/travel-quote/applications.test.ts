import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { APPLICATION_RECEIVED_MESSAGE } from '@brokerage/shared/travel-quote/application.schema';
import { eq } from 'drizzle-orm';
import { inboxItems } from '../../db/schema/staff-inbox.ts';
import { travelApplications } from '../../db/schema/travel.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import {
  bornAged,
  quoteAndCite,
  quotedVisitorsApplication,
  travelApplicant,
  visitorQuoteBody,
  visitorsApplication,
} from './travel-test-payloads.ts';

const today = todayInZone(new Date());

const t = useTestApp();

const person = travelApplicant;
// Refused by the schema before its citation is looked up.
const visitors = {
  ...visitorsApplication(today),
  quote: { quoteId: '00000000-0000-4000-8000-000000000000', planCode: 'ANY', deductible: 500 },
};

const post = (form: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/contact/application/${form}`, payload });

describe('POST /api/contact/application/<form>', () => {
  it('stores a visitors application and answers the message', async () => {
    const { application: visitors } = await quotedVisitorsApplication(t.app, today);
    const response = await post('visitors', visitors);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: APPLICATION_RECEIVED_MESSAGE });
    const rows = await t.db.select().from(travelApplications);
    expect(rows).toHaveLength(1);
    // Typed columns like life applications (ADR 0061): a uuid key, money in cents.
    expect(rows[0]).toMatchObject({
      form: 'visitors',
      productValue: 8,
      insured: visitors.numberOfVisitors,
      email: 'raj@example.com',
      postalCode: 'M5H 2N2',
      arrivalDate: visitors.arrivalDate,
      coverageCents: visitors.coverage * 100,
      deductibleCents: visitors.deductible * 100,
      otherPersons: [],
    });
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    // The customer's confirmation and the staff notification wait in the outbox (N17), with the
    // reference the staff inbox shows.
    const [inboxRow] = await t.db
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.sourceId, rows[0]?.id ?? ''));
    expect(inboxRow?.reference).toMatch(/^TA-[0-9A-F]{8}$/);
    const mails = await listOutbox(t.db);
    const toCustomer = mails.find((m) => m.toAddress === 'raj@example.com');
    expect(toCustomer?.subject).toBe('We received your Visitors to Canada application');
    expect(toCustomer?.textBody).toContain(`reference ${inboxRow?.reference}`);
    expect(
      mails.some(
        (m) =>
          m.toAddress === t.config.staffEmail && m.subject.startsWith('New Visitors to Canada application'),
      ),
    ).toBe(true);
  });

  it('stores students and travellers applications', async () => {
    const studies = { effectiveDate: addDays(today, 5), expiryDate: addDays(today, 60) };
    const studentQuote = await quoteAndCite(t.app, 'canadian-students', {
      age: 22,
      ...studies,
      preExistingPerson1: 'no',
      studying: 'abroad',
    });
    const student = await post('students', {
      ...visitorsApplication(today),
      dateOfBirth: bornAged(today, 22),
      arrivalDate: studies.effectiveDate,
      policyEffectiveDate: studies.effectiveDate,
      departureDate: studies.expiryDate,
      age: 22,
      products: [12],
      quote: studentQuote.quote,
    });
    expect(student.statusCode, student.body).toBe(200);
    const trip = { startDate: addDays(today, 3), endDate: addDays(today, 90) };
    const travellerQuote = await quoteAndCite(
      t.app,
      'canadian-travellers',
      { age: 45, smoke: 'no', ...trip, planType: 'single-trip', whereToTravel: 'usa' },
      (row) => row.deductibleAmount === 0 || row.deductibleAmount === null,
    );
    const traveller = await post('travellers', {
      ...person,
      dateOfBirth: bornAged(today, 45),
      canadianResident: 'yes',
      numberOfVisitors: 'single',
      destinationCountry: 'USA',
      departureDate: trip.startDate,
      policyEffectiveDate: trip.startDate,
      expiryDate: trip.endDate,
      deductible: travellerQuote.row.deductibleAmount ?? 0,
      finalContactNumber: '416-555-0100',
      products: [14],
      quote: travellerQuote.quote,
    });
    expect(traveller.statusCode, traveller.body).toBe(200);
    const rows = await t.db.select().from(travelApplications).orderBy(travelApplications.createdAt);
    expect(rows.slice(-2)).toMatchObject([
      { form: 'students', age: 22, insured: 'single', coverageCents: null, finalContactNumber: null },
      {
        form: 'travellers',
        destinationCountry: 'USA',
        expiryDate: trip.endDate,
        arrivalDate: null,
      },
    ]);
  });

  it('keeps person 2 and the extra persons of a family in form order', async () => {
    // A family is quoted at its oldest member's age: Raj, 45.
    const { application } = await quotedVisitorsApplication(t.app, today, {
      ...visitorQuoteBody(today),
      quoteFor: 'family',
    });
    const family = await post('visitors', {
      ...application,
      email: 'family@example.com',
      numberOfVisitors: 'family',
      person2FirstName: 'Asha',
      person2LastName: 'Patel',
      person2DateOfBirth: '1983-02-28',
      person2Gender: 'female',
      person2PreExistingCondition: 'yes',
      numberOfPersonToInsured: 1,
      morePersons: [
        {
          person3FirstName: 'Dev',
          person3LastName: 'Patel',
          person3DateOfBirth: '2012-05-05',
          person3Gender: 'male',
          person3PreExistingCondition: 'no',
        },
      ],
    });
    expect(family.statusCode, family.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(travelApplications)
      .where(eq(travelApplications.email, 'family@example.com'));
    expect(row?.otherPersons).toEqual([
      {
        firstName: 'Asha',
        lastName: 'Patel',
        dateOfBirth: '1983-02-28',
        gender: 'female',
        preExistingCondition: 'yes',
      },
      {
        firstName: 'Dev',
        lastName: 'Patel',
        dateOfBirth: '2012-05-05',
        gender: 'male',
        preExistingCondition: 'no',
      },
    ]);
  });

  it.each([
    ['visitors', { ...visitors, email: 'nope' }, 'Please enter a valid email address'],
    ['visitors', { ...visitors, postalCode: 'D1A 1A1' }, 'Please enter valid postal code'],
    ['visitors', { ...visitors, arrivalDate: addDays(today, -2) }, 'This date cannot be in the past'],
    ['visitors', { ...visitors, numberOfVisitors: 'two-persons' }, 'First name is not valid'],
    [
      'visitors',
      { ...visitors, products: [9], coverage: 50_000 },
      'A super visa policy ends one year after it starts',
    ],
    ['students', { ...visitors, products: [8], age: 22 }, 'This application is not for this product'],
    ['travellers', { ...person, canadianResident: 'no' }, 'You cannot buy this policy online'],
  ])('answers 400 with a clear message to a bad %s application (%#)', async (form, body, message) => {
    const response = await post(form, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
