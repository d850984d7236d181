// Booking, as the server sees it on each calendar edge day (ADR 0087): the process clock runs from
// that day, so "today", the slots still ahead and the bookable window all come from it.

import { afterEach, describe, expect, it } from 'vitest';
import type { AccountCall } from '@brokerage/shared/booking/account-calls';
import {
  BOOKING_DATE_MESSAGE,
  firstDateWithTimesLeft,
  zonedTimeToInstant,
} from '@brokerage/shared/booking/booking-slots';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { runClockFrom } from '../../lib/process-clock.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { CALENDAR_EDGE_DAYS } from '../../test/calendar-edge-days.ts';
import { lastMailedLink, post, signUpUser, uniqueEmail } from '../accounts/accounts-test-helpers.ts';
import { call } from '../admin/admin-test-helpers.ts';

const t = useTestApp({ env: { BOOKING_SLOT_CAPACITY: '5' } });
let restoreClock: (() => void) | undefined;

afterEach(() => {
  restoreClock?.();
  restoreClock = undefined;
});

interface Slot {
  TIME: string;
  IS_AVAILABLE: boolean;
  STARTS_AT: string;
}

async function slotsOf(date: string): Promise<Slot[]> {
  const response = await call(t.app, 'POST', '/api/contact/available/time-slots', { payload: { date } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Slot[] }).data;
}

describe.each(CALENDAR_EDGE_DAYS)('booking a call as of $label ($asOf)', ({ asOf }) => {
  it('offers only slots still ahead, books the first free day and moves the call to the last bookable day', async () => {
    restoreClock = runClockFrom(new Date(asOf));
    const now = new Date();
    const today = todayInZone(now);
    expect(today).toBe(asOf.slice(0, 10));

    const todays = await slotsOf(today);
    for (const slot of todays) {
      expect(slot.IS_AVAILABLE, slot.TIME).toBe(new Date(slot.STARTS_AT).getTime() > now.getTime());
    }
    const first = firstDateWithTimesLeft(now);
    expect(first === today).toBe(todays.some((s) => s.IS_AVAILABLE));
    const firstFree = (await slotsOf(first)).find((s) => s.IS_AVAILABLE);
    expect(firstFree).toBeDefined();

    const email = uniqueEmail('edge');
    const { token } = await signUpUser(t.app, email);
    const link = await lastMailedLink(t.db, email, '/verify-email/');
    expect((await post(t.app, '/api/users/verify-email', { email, token: link.token })).statusCode).toBe(200);
    const booked = await call(t.app, 'POST', '/api/contact/book-appointment', {
      token,
      payload: {
        date: first,
        time: firstFree?.TIME,
        products: [2],
        firstName: 'Eve',
        lastName: 'Edge',
        email,
        mobile: '416-555-0198',
      },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = (booked.json() as { data: { recordId: string } }).data.recordId;

    const last = addDays(today, 9);
    const moved = await call(t.app, 'POST', `/api/account/calls/${id}/reschedule`, {
      token,
      payload: { date: last, time: '15:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const calls = await call(t.app, 'GET', '/api/account/calls', { token });
    const [mine] = (calls.json() as { data: AccountCall[] }).data;
    expect(mine).toMatchObject({ id, date: last, time: '15:30', state: 'upcoming' });
    expect(new Date(mine?.startsAt ?? '').toISOString()).toBe(
      zonedTimeToInstant(last, 15 * 60 + 30).toISOString(),
    );

    const tooFar = await call(t.app, 'POST', '/api/contact/available/time-slots', {
      payload: { date: addDays(today, 10) },
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json()).toMatchObject({ message: BOOKING_DATE_MESSAGE });
  });
});
