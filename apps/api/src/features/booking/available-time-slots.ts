// POST contact/available/time-slots {date} (product-flows section 7, N15): the day's slots, each
// available when it is still ahead and has a free seat.

import { BOOKING_DATE_MESSAGE, isBookableDate, slotsOfDay } from '@brokerage/shared/booking/booking-slots';
import type { TimeSlot } from '@brokerage/shared/booking/booking-slots';
import { addDays } from '@brokerage/shared/dates/civil-date';
import type { CivilDate } from '@brokerage/shared/dates/civil-date';
import { zonedTimeToInstant } from '@brokerage/shared/booking/booking-slots';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countSeatsBySlot } from './booking.repository.ts';

export function assertBookableDate(date: CivilDate, now: Date): void {
  if (!isBookableDate(date, now)) {
    throw new AppError('VALIDATION_FAILED', BOOKING_DATE_MESSAGE, {
      fieldErrors: { date: BOOKING_DATE_MESSAGE },
    });
  }
}

/** Midnight to midnight of a date in Eastern time, as instants (23 or 25 hours on change days). */
export function dayBounds(date: CivilDate): { from: Date; to: Date } {
  return { from: zonedTimeToInstant(date, 0), to: zonedTimeToInstant(addDays(date, 1), 0) };
}

export async function availableTimeSlots(
  db: Db,
  date: CivilDate,
  capacity: number,
  now = new Date(),
): Promise<TimeSlot[]> {
  assertBookableDate(date, now);
  const { from, to } = dayBounds(date);
  const booked = await countSeatsBySlot(db, from, to);
  return slotsOfDay(date).map((slot) => ({
    TIME: slot.time,
    IS_AVAILABLE:
      slot.startsAt.getTime() > now.getTime() && (booked.get(slot.startsAt.getTime()) ?? 0) < capacity,
    SLOT: slot.label,
    STARTS_AT: slot.startsAt.toISOString(),
  }));
}
