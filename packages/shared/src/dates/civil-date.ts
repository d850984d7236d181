// Calendar dates are 'YYYY-MM-DD' strings, never Date objects parsed as UTC midnight (N5).
// Every dayjs call below runs in dayjs's UTC mode on both ends (parse and format), so no
// local time zone or DST change can shift a day.

import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import utc from 'dayjs/plugin/utc.js';
import {
  DATE_FORMAT_MESSAGE,
  DATE_NOT_REAL_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  DATE_YEAR_RANGE_MESSAGE,
} from '../validation/messages.ts';

dayjs.extend(utc);
dayjs.extend(advancedFormat);

/** A calendar date in API format, 'YYYY-MM-DD' (platform spec section 9). */
export type CivilDate = string;

/** Display format of the platform spec section 9. */
export const DISPLAY_DATE_FORMAT = 'Do MMMM, YYYY';
/** API format of the platform spec section 9. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** Booking slots and "today" follow Eastern time (N5, N15). */
export const BUSINESS_TIME_ZONE = 'America/Toronto';

const CIVIL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * True for a real calendar date written exactly as 'YYYY-MM-DD'. Years 1000 to 9999 only:
 * JavaScript dates read years below 100 as 19xx, and no date here is that old.
 */
export function isCivilDate(value: unknown): value is CivilDate {
  if (typeof value !== 'string') return false;
  const match = CIVIL_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Why a value is not a civil date, or null when it is one: missing, not written 'YYYY-MM-DD',
 * a day that does not exist ('2026-02-30'), or a year outside 1000 to 9999.
 */
export function civilDateError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return DATE_REQUIRED_MESSAGE;
  if (typeof value !== 'string') return DATE_FORMAT_MESSAGE;
  const match = CIVIL_DATE.exec(value);
  if (!match) return DATE_FORMAT_MESSAGE;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000) return DATE_YEAR_RANGE_MESSAGE;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return DATE_NOT_REAL_MESSAGE;
  return null;
}

export interface CivilDateParts {
  year: number;
  month: number;
  day: number;
}

/** Year, month (1 to 12) and day of a civil date; throws a RangeError for anything else. */
export function civilDateParts(date: CivilDate): CivilDateParts {
  assertCivilDate(date);
  // Checked above: digits at fixed places (no split or regex on the quote path).
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

/** 'YYYY-MM-DD' from numeric parts (month 1 to 12); throws a RangeError if the date is not real. */
export function toApiDate(year: number, month: number, day: number): CivilDate {
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || !isCivilDate(date)) {
    throw new RangeError(`Not a real date: ${year}-${month}-${day}`);
  }
  return date;
}

// Building an Intl.DateTimeFormat costs far more than using one; quote requests ask for today often.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

// The last answer per zone and minute: formatting is the costly part of Intl, and a zone's offset
// changes only on whole minutes.
const lastToday = new Map<string, { minute: number; date: CivilDate }>();

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * Today's calendar date in a named zone (default Eastern time, N15), from an injected instant.
 * The time-zone database (Intl) decides, so a change in Ontario's clocks reaches this code with the
 * runtime's zone data. Toronto's offset is 4 or 5 hours behind UTC, daylight time or not: when both
 * give the same date, that is today without asking Intl (every quote asks for today, ADR 0083);
 * only in the hour around Toronto's midnight does Intl answer, cached per minute.
 */
export function todayInZone(now: Date, timeZone: string = BUSINESS_TIME_ZONE): CivilDate {
  const ms = now.getTime();
  if (timeZone === BUSINESS_TIME_ZONE && Number.isFinite(ms)) {
    const edtDay = Math.floor((ms - 4 * HOUR_MS) / DAY_MS);
    if (edtDay === Math.floor((ms - 5 * HOUR_MS) / DAY_MS)) return civilDateOfDay(edtDay);
  }
  const minute = Math.floor(ms / 60_000);
  const last = lastToday.get(timeZone);
  if (last !== undefined && last.minute === minute) return last.date;
  const parts = dayFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const date = toApiDate(part('year'), part('month'), part('day'));
  lastToday.set(timeZone, { minute, date });
  return date;
}

let torontoTimeFormatter: Intl.DateTimeFormat | undefined;

/**
 * An instant as staff read it, in Toronto: 'Nov 18, 2026, 2:00 p.m.'. One formatter, made on first
 * use: building one costs far more than using it, and most browser pages never need it (ADR 0142).
 */
export function formatTorontoTime(instant: Date): string {
  torontoTimeFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return torontoTimeFormatter.format(instant);
}

/** '2026-03-01' -> '1st March, 2026' (platform spec section 9, 'Do MMMM, YYYY'). */
export function formatDisplayDate(date: CivilDate): string {
  return toDayjs(date).format(DISPLAY_DATE_FORMAT);
}

// The arithmetic below counts days since 1970-01-01 with plain integers (H. Hinnant's civil-date
// algorithms), without dayjs or Date: it is on every quote's path (ADR 0083).

/** Days from 1970-01-01 to a date given by parts (month 1 to 12); negative before it. */
function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The 'YYYY-MM-DD' date of a day number (dayNumber's inverse). */
function civilDateOfDay(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatParts(year, month, day);
}

function formatParts(year: number, month: number, day: number): CivilDate {
  const y = year < 1000 ? String(year).padStart(4, '0') : String(year);
  return `${y}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

function dayNumberOf(date: CivilDate): number {
  const { year, month, day } = civilDateParts(date);
  return dayNumber(year, month, day);
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return civilDateOfDay(dayNumberOf(date) + days);
}

/** Adds calendar years; 29 February lands on 28 February in a non-leap year. */
export function addYears(date: CivilDate, years: number): CivilDate {
  const { year, month, day } = civilDateParts(date);
  const to = year + years;
  return formatParts(to, month, Math.min(day, daysInMonth(to, month)));
}

/**
 * The last day of one full year of cover from `start`: the day before its first anniversary. The
 * anniversary of 29 February in a common year is 1 March (a year from 29 February 2028 covers up
 * to 28 February 2029, 365 days), so no start loses a day (N19, ADR 0089).
 */
export function oneFullYearEnd(start: CivilDate): CivilDate {
  const { year, month, day } = civilDateParts(start);
  const anniversary =
    month === 2 && day === 29 && !isLeapYear(year + 1) ? formatParts(year + 1, 3, 1) : addYears(start, 1);
  return addDays(anniversary, -1);
}

/**
 * Days of a range counting both ends: end minus start plus 1 (product-flows section 4, N9).
 * Zero or less when end precedes start.
 */
export function inclusiveDays(start: CivilDate, end: CivilDate): number {
  return dayNumberOf(end) - dayNumberOf(start) + 1;
}

/**
 * Whole years from birthDate to onDate. Someone born on 29 February turns a year older on
 * 1 March in non-leap years. Negative when onDate precedes birthDate.
 */
export function ageOn(birthDate: CivilDate, onDate: CivilDate): number {
  const born = civilDateParts(birthDate);
  const on = civilDateParts(onDate);
  const beforeBirthday = on.month < born.month || (on.month === born.month && on.day < born.day);
  return on.year - born.year - (beforeBirthday ? 1 : 0);
}

/** -1, 0 or 1, for sorting; 'YYYY-MM-DD' strings order the same as the dates they name. */
export function compareCivilDates(a: CivilDate, b: CivilDate): -1 | 0 | 1 {
  assertCivilDate(a);
  assertCivilDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

function toDayjs(date: CivilDate): dayjs.Dayjs {
  assertCivilDate(date);
  return dayjs.utc(date);
}

function assertCivilDate(date: CivilDate): void {
  if (!isCivilDate(date)) throw new RangeError(`Not a 'YYYY-MM-DD' date: ${String(date)}`);
}
