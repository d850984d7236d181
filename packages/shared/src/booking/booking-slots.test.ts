import { describe, expect, it } from 'vitest';
import { bookAppointmentSchema } from './book-appointment-schema.ts';
import {
  bookingWindow,
  findSlot,
  formatClock,
  firstDateWithTimesLeft,
  isBookableDate,
  ONE_PRODUCT_MESSAGE,
  slotsOfDay,
  zonedTimeToInstant,
} from './booking-slots.ts';

describe('booking slots (N15)', () => {
  it('has 20 half-hour slots on a weekday, 10:00 to 20:00 Eastern', () => {
    const slots = slotsOfDay('2026-11-23'); // a Monday
    expect(slots).toHaveLength(20);
    expect(slots[0]).toMatchObject({ time: '10:00', label: '10:00 AM - 10:30 AM' });
    expect(slots.at(-1)).toMatchObject({ time: '19:30', label: '7:30 PM - 8:00 PM' });
  });

  it('has 12 slots on a weekend day, 10:00 to 16:00', () => {
    const slots = slotsOfDay('2026-11-28'); // a Saturday
    expect(slots).toHaveLength(12);
    expect(slots.at(-1)?.time).toBe('15:30');
  });

  it.each([
    // Standard time (UTC-5) before the March change, daylight time (UTC-4) after it.
    ['2027-03-12', '10:00', '2027-03-12T15:00:00.000Z'],
    ['2027-03-14', '10:00', '2027-03-14T14:00:00.000Z'], // the change day itself (02:00 -> 03:00)
    ['2027-03-15', '19:30', '2027-03-15T23:30:00.000Z'],
    // Back to standard time on the first Sunday of November.
    ['2026-10-31', '10:00', '2026-10-31T14:00:00.000Z'],
    ['2026-11-01', '10:00', '2026-11-01T15:00:00.000Z'],
    ['2026-11-02', '19:30', '2026-11-03T00:30:00.000Z'],
  ])('%s %s Eastern is %s', (date, time, instant) => {
    expect(findSlot(date, time)?.startsAt.toISOString()).toBe(instant);
  });

  it('gives every slot exactly 30 minutes, even on change days', () => {
    for (const date of ['2027-03-14', '2026-11-01']) {
      for (const slot of slotsOfDay(date))
        expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(1_800_000);
    }
  });

  it('turns local midnight into the right instant across a change', () => {
    expect(zonedTimeToInstant('2027-03-14', 0).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(zonedTimeToInstant('2027-03-15', 0).toISOString()).toBe('2027-03-15T04:00:00.000Z');
  });

  it('books from today in Toronto to 9 days ahead', () => {
    // 02:00 UTC on the 24th is still the 23rd in Toronto.
    const now = new Date('2026-11-24T02:00:00Z');
    expect(bookingWindow(now)).toEqual({ first: '2026-11-23', last: '2026-12-02' });
    expect(isBookableDate('2026-11-22', now)).toBe(false);
    expect(isBookableDate('2026-12-02', now)).toBe(true);
    expect(isBookableDate('2026-12-03', now)).toBe(false);
  });

  it('offers today only while one of its slots is still ahead', () => {
    // Monday 23 November 2026, Toronto is UTC-5: the last slot starts at 19:30 local.
    expect(firstDateWithTimesLeft(new Date('2026-11-24T00:29:00Z'))).toBe('2026-11-23');
    expect(firstDateWithTimesLeft(new Date('2026-11-24T00:30:00Z'))).toBe('2026-11-24');
    // Before opening, the day's slots are all ahead.
    expect(firstDateWithTimesLeft(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
    // Saturday closes at 16:00: 15:45 local is too late.
    expect(firstDateWithTimesLeft(new Date('2026-11-28T20:45:00Z'))).toBe('2026-11-29');
  });

  it('books a call about one product, not two', () => {
    const base = {
      date: '2026-11-23',
      time: '10:00',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      mobile: '416-555-0198',
    };
    expect(bookAppointmentSchema.safeParse({ ...base, products: [2] }).success).toBe(true);
    const two = bookAppointmentSchema.safeParse({ ...base, products: [2, 3] });
    expect(two.error?.issues.map((i) => i.message)).toEqual([ONE_PRODUCT_MESSAGE]);
  });

  it('knows no slot outside the hours or off the half hour', () => {
    expect(findSlot('2026-11-23', '09:30')).toBeUndefined();
    expect(findSlot('2026-11-28', '16:00')).toBeUndefined();
    expect(findSlot('2026-11-23', '10:15')).toBeUndefined();
    expect(formatClock(12 * 60)).toBe('12:00 PM');
  });

  it('validates a booking with the spec messages', () => {
    const result = bookAppointmentSchema.safeParse({
      date: '2026-11-23',
      time: '',
      products: [],
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'x',
      mobile: '416-555-0198',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'time: Please choose a time',
        'products: Please select at least one product',
        'email: Please enter a valid email address',
      ]),
    );
  });
});
