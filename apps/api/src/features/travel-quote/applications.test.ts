import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { APPLICATION_RECEIVED_MESSAGE } from '@brokerage/shared/travel-quote/application.schema';
import { travelApplications } from '../../db/schema/travel.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { travelApplicant, visitorsApplication } from './travel-test-payloads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = todayInZone(new Date());
const person = travelApplicant;
const visitors = visitorsApplication(today);

const post = (form: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/contact/application/${form}`, payload });

describe('POST /api/contact/application/<form>', () => {
  it('stores a visitors application and answers the message', async () => {
    const response = await post('visitors', visitors);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: APPLICATION_RECEIVED_MESSAGE });
    const rows = await t.db.select().from(travelApplications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form: 'visitors', productValue: 8 });
    expect(rows[0]?.payload).toMatchObject({ email: 'raj@example.com', postalCode: 'M5H 2N2' });
    // The customer's confirmation and the staff notification wait in the outbox (N17).
    const mails = await listOutbox(t.db);
    const toCustomer = mails.find((m) => m.toAddress === 'raj@example.com');
    expect(toCustomer?.subject).toBe('We received your Visitors to Canada application');
    expect(
      mails.some(
        (m) =>
          m.toAddress === t.config.staffEmail && m.subject.startsWith('New Visitors to Canada application'),
      ),
    ).toBe(true);
  });

  it('stores students and travellers applications', async () => {
    const student = await post('students', { ...visitors, age: 22, products: [12] });
    expect(student.statusCode).toBe(200);
    const traveller = await post('travellers', {
      ...person,
      canadianResident: 'yes',
      numberOfVisitors: 'single',
      destinationCountry: 'USA',
      departureDate: addDays(today, 3),
      policyEffectiveDate: addDays(today, 3),
      expiryDate: addDays(today, 90),
      deductible: 0,
      finalContactNumber: '416-555-0100',
      products: [14],
    });
    expect(traveller.statusCode).toBe(200);
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
