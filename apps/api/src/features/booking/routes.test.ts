import { beforeAll, describe, expect, it } from 'vitest';
import { bookAppointmentSchema } from '@brokerage/shared/booking/book-appointment-schema';
import { SLOT_FULL_MESSAGE } from '@brokerage/shared/booking/booking-slots';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { useTestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import type { Tokens } from '../admin/admin-test-helpers.ts';
import type { ContactContext } from '../contact/contact-context.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { bookAppointment } from './book-appointment.ts';
import { icsOfMail } from './ics-test-helpers.ts';

const CAPACITY = 3;
const t = useTestApp({
  env: { STAFF_EMAIL: 'staff@example.com', BOOKING_SLOT_CAPACITY: String(CAPACITY) },
});
let tokens: Tokens;
let ctx: ContactContext;

beforeAll(async () => {
  tokens = await adminAndUserTokens(t.app, t.db);
  ctx = {
    db: t.db,
    staffEmail: 'staff@example.com',
    publicUrl: 'http://localhost',
    jwtSecret: t.config.jwtSecret,
    slotCapacity: CAPACITY,
  };
});

// Tomorrow in Eastern time: every slot of it is ahead, whatever the hour of the run.
const tomorrow = () => addDays(todayInZone(new Date()), 1);

const booking = (overrides: Record<string, unknown> = {}) => ({
  date: tomorrow(),
  time: '10:00',
  products: [2],
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam.booking@example.com',
  mobile: '416-555-0198',
  ...overrides,
});

interface Slot {
  TIME: string;
  IS_AVAILABLE: boolean;
  SLOT: string;
  STARTS_AT: string;
}

describe('POST /api/contact/available/time-slots', () => {
  it('lists the 30-minute slots of the business hours with TIME, IS_AVAILABLE and SLOT', async () => {
    const response = await call(t.app, 'POST', '/api/contact/available/time-slots', {
      payload: { date: tomorrow() },
    });
    expect(response.statusCode).toBe(200);
    const slots = (response.json() as { data: Slot[] }).data;
    expect(slots[0]).toMatchObject({ TIME: '10:00', IS_AVAILABLE: true, SLOT: '10:00 AM - 10:30 AM' });
    const weekday = new Date(`${tomorrow()}T12:00:00Z`).getUTCDay();
    expect(slots).toHaveLength(weekday === 0 || weekday === 6 ? 12 : 20);
  });

  it.each([
    ['yesterday', () => addDays(todayInZone(new Date()), -1)],
    ['10 days ahead', () => addDays(todayInZone(new Date()), 10)],
  ])('refuses %s with a clear message', async (_label, date) => {
    const response = await call(t.app, 'POST', '/api/contact/available/time-slots', {
      payload: { date: date() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please choose a date from today to 9 days ahead' });
  });

  it('refuses a malformed date', async () => {
    const response = await call(t.app, 'POST', '/api/contact/available/time-slots', {
      payload: { date: '2026-02-30' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { date: 'This date does not exist; please check the day and month' },
    });
  });
});

describe('POST /api/contact/book-appointment', () => {
  it('books, mails the customer an .ics invitation and notifies staff; the slot count goes down', async () => {
    const response = await call(t.app, 'POST', '/api/contact/book-appointment', {
      payload: booking({ time: '11:00' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { date: tomorrow(), time: '11:00', label: '11:00 AM - 11:30 AM' },
    });
    const mails = await listOutbox(t.db);
    const confirmation = mails.find(
      (m) => m.toAddress === 'sam.booking@example.com' && m.subject.startsWith('Your call is booked'),
    );
    expect(confirmation?.attachments[0]?.filename).toBe('invite.ics');
    expect(
      mails.some((m) => m.toAddress === 'staff@example.com' && m.subject === 'New appointment booked'),
    ).toBe(true);
  });

  it('gives a full slot a 409 with a clear message, and shows it unavailable', async () => {
    for (let i = 0; i < CAPACITY; i += 1) {
      const ok = await call(t.app, 'POST', '/api/contact/book-appointment', {
        payload: booking({ time: '12:00' }),
      });
      expect(ok.statusCode).toBe(200);
    }
    const full = await call(t.app, 'POST', '/api/contact/book-appointment', {
      payload: booking({ time: '12:00' }),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'CONFLICT', message: SLOT_FULL_MESSAGE });
    const slots = await call(t.app, 'POST', '/api/contact/available/time-slots', {
      payload: { date: tomorrow() },
    });
    const noon = (slots.json() as { data: Slot[] }).data.find((s) => s.TIME === '12:00');
    expect(noon?.IS_AVAILABLE).toBe(false);
  });

  it('gives exactly the capacity to 50 concurrent bookings of one slot', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t.app, 'POST', '/api/contact/book-appointment', {
          payload: booking({ time: '13:30', email: `race${i}@example.com` }),
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(CAPACITY);
    expect(codes.filter((c) => c === 409)).toHaveLength(50 - CAPACITY);
  });

  it.each([
    [
      'a time outside business hours',
      { time: '22:00' },
      'This time slot is not available. Please choose another time.',
    ],
    [
      'a time off the half hour',
      { time: '10:15' },
      'This time slot is not available. Please choose another time.',
    ],
    ['a malformed time', { time: '9am' }, 'Please choose a time'],
    ['no product', { products: [] }, 'Please select at least one product'],
    // Product-flows section 3: a booking holds a list of one product.
    ['two products', { products: [2, 3] }, 'A call is about one product: please choose one'],
    ['a bad phone', { mobile: '555' }, 'Please enter a valid phone number'],
  ])('refuses %s', async (_label, overrides, message) => {
    const response = await call(t.app, 'POST', '/api/contact/book-appointment', {
      payload: booking(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('writes the right instant into the .ics for a slot in March after the clock change', async () => {
    // 14 March 2027 is the second Sunday of March: on the 15th, 10:00 in Toronto is EDT (UTC-4).
    const result = await bookAppointment(
      ctx,
      bookAppointmentSchema.parse(booking({ date: '2027-03-15', time: '10:00', email: 'march@example.com' })),
      { now: new Date('2027-03-12T15:00:00Z') },
    );
    expect(result.data.scheduledOn).toBe('2027-03-15T14:00:00.000Z');
    const mail = (await listOutbox(t.db)).find(
      (m) => m.toAddress === 'march@example.com' && m.attachments.length > 0,
    );
    const { event } = icsOfMail(mail);
    expect(event.DTSTART).toBe('20270315T140000Z');
    expect(event.DTEND).toBe('20270315T143000Z');
    expect(event.SUMMARY).toContain('Call with');
  });
});

describe('admin appointments', () => {
  it('lists the appointments of a date and changes one with a note', async () => {
    const list = await call(t.app, 'POST', '/api/contact/booking-appointments/list/1', {
      token: tokens.admin,
      payload: { date: tomorrow() },
    });
    expect(list.statusCode).toBe(200);
    const data = (
      list.json() as {
        data: { list: { recordId: string; scheduledOn: string; fullName: string }[]; totalPages: number };
      }
    ).data;
    expect(data.list[0]).toMatchObject({ fullName: 'Sam Lee', status: 'Pending', products: [2] });
    expect(data.totalPages).toBeGreaterThanOrEqual(1);
    const id = data.list[0]?.recordId ?? '';
    const updated = await call(t.app, 'PUT', `/api/contact/appointment/${id}`, {
      token: tokens.admin,
      payload: { status: 'Completed', message: 'Called, quote sent' },
    });
    expect(updated.json()).toMatchObject({
      message: 'The appointment has been updated',
      data: {
        recordId: id,
        status: 'Completed',
        notes: [{ status: 'Completed', note: 'Called, quote sent' }],
      },
    });
  });

  it('answers an empty date with an empty first page and an unknown id with 404', async () => {
    const empty = await call(t.app, 'POST', '/api/contact/booking-appointments/list/1', {
      token: tokens.admin,
      payload: { date: '2020-01-01' },
    });
    expect(empty.json()).toEqual({ data: { list: [], totalPages: 1 } });
    const missing = await call(
      t.app,
      'PUT',
      '/api/contact/appointment/8c6f3c1e-0000-4000-8000-000000000000',
      {
        token: tokens.admin,
        payload: { status: 'Completed', message: '' },
      },
    );
    expect(missing.statusCode).toBe(404);
  });
});
