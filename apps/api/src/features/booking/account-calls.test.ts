import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountCall } from '@brokerage/shared/booking/account-calls';
import { SLOT_FULL_MESSAGE } from '@brokerage/shared/booking/booking-slots';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { useTestApp } from '../../test/build-test-app.ts';
import { lastMailedLink, post, signUpUser, uniqueEmail } from '../accounts/accounts-test-helpers.ts';
import { call } from '../admin/admin-test-helpers.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { icsOfMail } from './ics-test-helpers.ts';

// One seat per slot: the 'last free seat' of a slot is its only one.
const t = useTestApp({
  env: {
    STAFF_EMAIL: 'office@example.com',
    BOOKING_SLOT_CAPACITY: '1',
    PUBLIC_URL: 'https://site.example',
  },
});

// Every slot of tomorrow and the day after (Eastern) is ahead, whatever the hour of the run.
const day = (n: number) => addDays(todayInZone(new Date()), n);

interface Customer {
  email: string;
  token: string;
}

async function customer(confirm = true): Promise<Customer> {
  const email = uniqueEmail('caller');
  const { token } = await signUpUser(t.app, email);
  if (confirm) {
    const link = await lastMailedLink(t.db, email, '/verify-email/');
    expect((await post(t.app, '/api/users/verify-email', { email, token: link.token })).statusCode).toBe(200);
  }
  return { email, token };
}

async function book(who: { email: string; token?: string }, date: string, time: string): Promise<string> {
  const response = await call(t.app, 'POST', '/api/contact/book-appointment', {
    token: who.token,
    payload: {
      date,
      time,
      products: [2],
      firstName: 'Jane',
      lastName: 'Doe',
      email: who.email,
      mobile: '416-555-0198',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { recordId: string } }).data.recordId;
}

async function callsOf(who: Customer): Promise<AccountCall[]> {
  const response = await call(t.app, 'GET', '/api/account/calls', { token: who.token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: AccountCall[] }).data;
}

const cancel = (who: Customer, id: string) =>
  call(t.app, 'POST', `/api/account/calls/${id}/cancel`, { token: who.token });
const reschedule = (who: Customer, id: string, payload: unknown) =>
  call(t.app, 'POST', `/api/account/calls/${id}/reschedule`, { token: who.token, payload });

async function freeTimes(date: string): Promise<string[]> {
  const response = await call(t.app, 'POST', '/api/contact/available/time-slots', { payload: { date } });
  return (response.json() as { data: { TIME: string; IS_AVAILABLE: boolean }[] }).data
    .filter((s) => s.IS_AVAILABLE)
    .map((s) => s.TIME);
}

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function selectRows(query: ReturnType<typeof sql>): Promise<unknown[]> {
  return ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

async function mailsTo(email: string) {
  return (await listOutbox(t.db)).filter((m) => m.toAddress === email);
}

describe('GET /api/account/calls', () => {
  it("lists the account's bookings and guest bookings with its confirmed e-mail, Eastern times", async () => {
    const jane = await customer();
    const own = await book(jane, day(1), '10:00');
    const asGuest = await book({ email: jane.email.toUpperCase() }, day(2), '15:30');
    const calls = await callsOf(jane);
    expect(calls.map((c) => c.id).sort()).toEqual([own, asGuest].sort());
    expect(calls.find((c) => c.id === own)).toMatchObject({
      date: day(1),
      time: '10:00',
      label: '10:00 AM - 10:30 AM',
      products: [2],
      state: 'upcoming',
      status: 'Pending',
      cancelledAt: null,
    });
  });

  it('leaves out guest bookings while the e-mail is not confirmed', async () => {
    const unconfirmed = await customer(false);
    const own = await book(unconfirmed, day(1), '10:30');
    await book({ email: unconfirmed.email }, day(1), '11:00');
    expect((await callsOf(unconfirmed)).map((c) => c.id)).toEqual([own]);
  });

  it('points a signed-in customer to My account > Calls in the confirmation mail', async () => {
    const jane = await customer();
    await book(jane, day(1), '11:30');
    const [confirmation] = (await mailsTo(jane.email)).filter((m) =>
      m.subject.startsWith('Your call is booked'),
    );
    expect(confirmation?.textBody).toContain('To change or cancel it, open My account > Calls:');
    expect(confirmation?.textBody).toContain('https://site.example/account/calls');
  });

  it("is in the OpenAPI document under 'my account'", async () => {
    const paths = (await call(t.app, 'GET', '/api/docs/json')).json().paths as Record<
      string,
      Record<string, { tags?: string[] }>
    >;
    expect(paths['/api/account/calls']?.get?.tags).toEqual(['my account']);
    expect(paths['/api/account/calls/{id}/cancel']?.post?.tags).toEqual(['my account']);
    expect(paths['/api/account/calls/{id}/reschedule']?.post?.tags).toEqual(['my account']);
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/account/calls')).statusCode).toBe(401);
  });
});

describe('cancel and reschedule', () => {
  it('moves a call: the old time is free, the new one taken, staff told, the .ics updated', async () => {
    const jane = await customer();
    const id = await book(jane, day(1), '12:00');
    const moved = await reschedule(jane, id, { date: day(2), time: '12:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Your call has been moved. We have sent you an updated invitation.',
      data: { id, date: day(2), time: '12:30', state: 'upcoming' },
    });
    expect(await freeTimes(day(1))).toContain('12:00');
    expect(await freeTimes(day(2))).not.toContain('12:30');

    const mails = await mailsTo(jane.email);
    const first = icsOfMail(mails.find((m) => m.subject.startsWith('Your call is booked')));
    const update = icsOfMail(mails.find((m) => m.subject.startsWith('Your call has moved')));
    expect(first.event.UID).toBe(`${id}@mapleshield.ca`);
    expect(update.event.UID).toBe(first.event.UID);
    expect(update.calendar.METHOD).toBe('REQUEST');
    expect(Number(update.event.SEQUENCE)).toBeGreaterThan(Number(first.event.SEQUENCE));
    expect(update.event.DTSTART).toBe(
      (moved.json() as { data: AccountCall }).data.startsAt.replace(/[-:]/g, '').replace('.000', ''),
    );
    const office = (await mailsTo('office@example.com')).find(
      (m) => m.subject === 'Appointment moved by the customer',
    );
    expect(office?.textBody).toContain(jane.email);

    const timeline = await selectRows(sql`
      select e.note from inbox_events e join inbox_items i on i.id = e.item_id
      where i.kind = 'booking' and i.source_id = ${id}`);
    expect(JSON.stringify(timeline)).toContain('Moved by the customer');
    const audit = await selectRows(
      sql`select action from audit_log where target = ${id} and action = 'appointment.rescheduled'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('cancels a call: the seat is free, the record kept, the .ics a CANCEL with a higher SEQUENCE', async () => {
    const jane = await customer();
    const id = await book(jane, day(1), '13:00');
    expect((await reschedule(jane, id, { date: day(1), time: '13:30' })).statusCode).toBe(200);
    const cancelled = await cancel(jane, id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Your call is cancelled. We have sent you an e-mail.',
      data: { id, state: 'cancelled' },
    });
    expect(await freeTimes(day(1))).toContain('13:30');
    // Someone else can take the freed time.
    await book({ email: 'next.customer@example.com' }, day(1), '13:30');

    const mails = await mailsTo(jane.email);
    const sequences = ['Your call is booked', 'Your call has moved', 'Your call is cancelled'].map(
      (subject) => icsOfMail(mails.find((m) => m.subject.startsWith(subject))),
    );
    expect(new Set(sequences.map((s) => s.event.UID))).toEqual(new Set([`${id}@mapleshield.ca`]));
    expect(sequences.map((s) => Number(s.event.SEQUENCE))).toEqual([0, 1, 2]);
    expect(sequences[2]?.calendar.METHOD).toBe('CANCEL');
    expect(sequences[2]?.event.STATUS).toBe('CANCELLED');
    expect(
      (await mailsTo('office@example.com')).some(
        (m) => m.subject === 'Appointment cancelled by the customer',
      ),
    ).toBe(true);

    const calls = await callsOf(jane);
    expect(calls.find((c) => c.id === id)?.state).toBe('cancelled');
    expect((await cancel(jane, id)).statusCode).toBe(400);
    expect((await reschedule(jane, id, { date: day(2), time: '10:00' })).statusCode).toBe(400);

    // The export holds the new columns ('Download my data').
    const data = await call(t.app, 'GET', '/api/account/data', { token: jane.token });
    const booking = (data.json() as { data: { bookings: Record<string, unknown>[] } }).data.bookings.find(
      (b) => b.id === id,
    );
    expect(booking).toMatchObject({ sequence: 2, seat: null });
    expect(booking?.cancelledAt).toBeTruthy();
  });

  it('answers a full slot with 409, a past or closed slot and bad input with 400', async () => {
    const jane = await customer();
    const id = await book(jane, day(1), '14:00');
    await book({ email: 'taken@example.com' }, day(1), '14:30');
    const full = await reschedule(jane, id, { date: day(1), time: '14:30' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: SLOT_FULL_MESSAGE });
    const cases: [unknown, string][] = [
      [{ date: day(-1), time: '14:00' }, 'Please choose a date from today to 9 days ahead'],
      [{ date: day(10), time: '14:00' }, 'Please choose a date from today to 9 days ahead'],
      [{ date: day(1), time: '22:00' }, 'This time slot is not available. Please choose another time.'],
      [{ date: day(1), time: '9am' }, 'Please choose a time'],
      [{ date: '2026-02-30', time: '10:00' }, 'This date does not exist; please check the day and month'],
      [{ date: day(1), time: '14:00' }, 'Your call is already at this time. Please choose another time.'],
    ];
    for (const [payload, message] of cases) {
      const response = await reschedule(jane, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    // A call whose time has passed can be neither moved nor cancelled.
    await t.db.execute(
      sql`update appointments set slot_start = now() - interval '1 day', slot_end = now() - interval '23 hours' where id = ${id}`,
    );
    expect((await cancel(jane, id)).json()).toMatchObject({
      message: 'Only an upcoming call can be changed',
    });
    expect((await callsOf(jane)).find((c) => c.id === id)?.state).toBe('past');
  });

  it("answers 404 to another customer's call, an unknown id and a malformed one", async () => {
    const owner = await customer();
    const other = await customer();
    const id = await book(owner, day(2), '10:30');
    expect((await callsOf(other)).map((c) => c.id)).not.toContain(id);
    expect((await cancel(other, id)).statusCode).toBe(404);
    expect((await reschedule(other, id, { date: day(2), time: '11:00' })).statusCode).toBe(404);
    expect((await cancel(other, '8c6f3c1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await cancel(other, 'not-an-id')).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/account/calls/${id}/cancel`)).statusCode).toBe(401);
    // The owner's call is untouched.
    expect((await callsOf(owner)).find((c) => c.id === id)).toMatchObject({
      state: 'upcoming',
      time: '10:30',
    });
  });

  it('gives the last free seat to one of two customers moving into it at once; the other gets 409', async () => {
    const ana = await customer();
    const ben = await customer();
    const anaCall = await book(ana, day(2), '13:00');
    const benCall = await book(ben, day(2), '13:30');
    const target = { date: day(2), time: '14:00' };
    const answers = await Promise.all([reschedule(ana, anaCall, target), reschedule(ben, benCall, target)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ message: SLOT_FULL_MESSAGE });
    const seats = await selectRows(
      sql`select count(*)::int as n from appointments where slot_start = ${
        (answers.find((a) => a.statusCode === 200)?.json() as { data: AccountCall }).data.startsAt
      } and seat is not null`,
    );
    expect(seats).toEqual([{ n: 1 }]);
    // The loser keeps the call it had.
    const loser = answers[0]?.statusCode === 409 ? { who: ana, id: anaCall } : { who: ben, id: benCall };
    expect((await callsOf(loser.who)).find((c) => c.id === loser.id)?.state).toBe('upcoming');
  });
});
