// Booking slots (N15, product-flows sections 3, 5 and 9): 30-minute slots in America/Toronto
// inside business hours (Monday to Friday 10:00 to 20:00, Saturday and Sunday 10:00 to 16:00),
// from today (future slots only) to 9 days ahead. Pure: "now" is passed in. Local times are
// turned into instants with the zone's own offset on that day, so March and November are right.

import { z } from 'zod';
import { apiContract } from '../api/api-contract.ts';
import { addDays, BUSINESS_TIME_ZONE, civilDateParts, todayInZone } from '../dates/civil-date.ts';
import { civilDateSchema } from '../dates/civil-date-schema.ts';
import type { CivilDate } from '../dates/civil-date.ts';

export const BOOKING_DAYS_AHEAD = 9;
export const SLOT_MINUTES = 30;
export const DEFAULT_SLOT_CAPACITY = 1;

export const BOOKING_DATE_MESSAGE = `Please choose a date from today to ${BOOKING_DAYS_AHEAD} days ahead`;
export const BOOKING_TIME_MESSAGE = 'Please choose a time';
export const ONE_PRODUCT_MESSAGE = 'A call is about one product: please choose one';
export const SLOT_FULL_MESSAGE = 'Sorry, this time slot has just been booked. Please choose another time.';
export const SLOT_UNAVAILABLE_MESSAGE = 'This time slot is not available. Please choose another time.';

/** Opening hours in minutes after local midnight, by weekday (0 Sunday). */
export function businessHours(weekday: number): { open: number; close: number } {
  return weekday === 0 || weekday === 6 ? { open: 600, close: 960 } : { open: 600, close: 1200 };
}

/** Day of week of a civil date (0 Sunday), independent of any zone. */
export function weekdayOf(date: CivilDate): number {
  const { year, month, day } = civilDateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and the
// inbox computes each row's due-by from several of these (bench:inbox CPU per call).
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

// Offset (ms) of the zone from UTC at an instant: local wall time read as UTC, minus the instant.
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = offsetFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - (instant - (instant % 1000));
}

/** The instant of a local wall-clock time in a zone ('2027-03-15', 600 minutes -> 14:00Z in EDT). */
export function zonedTimeToInstant(date: CivilDate, minutes: number, timeZone = BUSINESS_TIME_ZONE): Date {
  const { year, month, day } = civilDateParts(date);
  const wall = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  // Two passes settle the offset even when the first guess lands across a change.
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/**
 * The wall-clock time of an instant in a zone, as a Date whose UTC fields read it: what a
 * spreadsheet cell, which has no zone, shows ('2026-11-18T15:00Z' -> 10:00 in Toronto).
 */
export function zonedWallClock(instant: Date, timeZone = BUSINESS_TIME_ZONE): Date {
  return new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone));
}

/** 'HH:mm' (24 h) from minutes after midnight. */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function timeToMinutes(time: string): number | undefined {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** '10:00 AM' from minutes after midnight. */
export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** First and last bookable dates, seen from `now` in Eastern time. */
export function bookingWindow(now: Date): { first: CivilDate; last: CivilDate } {
  const first = todayInZone(now);
  return { first, last: addDays(first, BOOKING_DAYS_AHEAD) };
}

/**
 * The first date a visitor can still pick: today while one of its slots is ahead, else tomorrow
 * (after hours, today would only answer 'No times are left').
 */
export function firstDateWithTimesLeft(now: Date): CivilDate {
  const today = todayInZone(now);
  const aheadToday = slotsOfDay(today).some((slot) => slot.startsAt.getTime() > now.getTime());
  return aheadToday ? today : addDays(today, 1);
}

export function isBookableDate(date: CivilDate, now: Date): boolean {
  const { first, last } = bookingWindow(now);
  return date >= first && date <= last;
}

export interface SlotDefinition {
  /** 'HH:mm', Eastern wall-clock time; the `time` of a booking. */
  time: string;
  /** 'h:mm AM - h:mm AM'. */
  label: string;
  startsAt: Date;
  endsAt: Date;
}

/** Every slot of a date's business hours, past or future. */
export function slotsOfDay(date: CivilDate): SlotDefinition[] {
  const { open, close } = businessHours(weekdayOf(date));
  const slots: SlotDefinition[] = [];
  for (let start = open; start + SLOT_MINUTES <= close; start += SLOT_MINUTES) {
    slots.push({
      time: minutesToTime(start),
      label: `${formatClock(start)} - ${formatClock(start + SLOT_MINUTES)}`,
      startsAt: zonedTimeToInstant(date, start),
      endsAt: zonedTimeToInstant(date, start + SLOT_MINUTES),
    });
  }
  return slots;
}

/** The slot a booking names, if it exists that day. */
export function findSlot(date: CivilDate, time: string): SlotDefinition | undefined {
  return slotsOfDay(date).find((slot) => slot.time === time);
}

/** POST contact/available/time-slots {date}. */
export const timeSlotsRequestSchema = z.object({ date: civilDateSchema });

/** A time slot as the spec names its fields (product-flows section 3). */
export const timeSlotSchema = z.object({
  /** 'HH:mm' Eastern; send it back as `time`. */
  TIME: z.string(),
  IS_AVAILABLE: z.boolean(),
  /** Display label, e.g. '10:00 AM - 10:30 AM'. */
  SLOT: z.string(),
  /** ISO instant of the start. */
  STARTS_AT: z.string(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/**
 * The slot a booking or a moved call names: a bookable date and a time. The contact details a
 * booking adds are in book-appointment-schema.ts, apart, so that My account's calls do not load the
 * contact fields' schemas (ADR 0134).
 */
export const slotChoiceSchema = z.object({
  date: civilDateSchema,
  time: z.string(BOOKING_TIME_MESSAGE).regex(TIME, BOOKING_TIME_MESSAGE),
});

export const bookedAppointmentSchema = z.object({
  recordId: z.string(),
  scheduledOn: z.string(),
  date: z.string(),
  time: z.string(),
  label: z.string(),
});
export type BookedAppointment = z.infer<typeof bookedAppointmentSchema>;

/** POST contact/booking-appointments/list/<page> {date}. */
export const appointmentListRequestSchema = z.object({ date: civilDateSchema });

/** POST contact/available/time-slots: the slots of a date; a bad date (400). */
export const timeSlotsContract = apiContract(() => z.array(timeSlotSchema), [400]);
/** POST contact/book-appointment: the booking; invalid (400), slot taken (409), too many tries (429). */
export const bookAppointmentContract = apiContract(() => bookedAppointmentSchema, [400, 409, 429]);
