// Life birth date (platform spec section 5, product-flows section 5). Rules take `today` from
// the caller, so they never read the clock and tests can pin the date.

import { z } from 'zod';
import { ageOn, civilDateError, civilDateParts, isCivilDate, toApiDate } from '../dates/civil-date.ts';
import type { CivilDate } from '../dates/civil-date.ts';
import {
  birthDateRangeMessage,
  DATE_FOUR_DIGIT_YEAR_MESSAGE,
  DATE_NUMBERS_ONLY_MESSAGE,
  DATE_REQUIRED_MESSAGE,
} from './messages.ts';

/** 'standard': every product but kids life; 'kids': kids life, under 18. */
export type BirthDateKind = 'standard' | 'kids';

export interface BirthDateRule {
  /** Today's date in 'YYYY-MM-DD' (see todayInZone). */
  today: CivilDate;
  kind: BirthDateKind;
}

/** What the day, month and year inputs hold; text as typed or numbers. */
export interface BirthDateParts {
  day: string | number;
  month: string | number;
  year: string | number;
}

/** Standard products: current year minus 99 to the current year (platform spec section 5). */
export const STANDARD_BIRTH_YEAR_SPAN = 99;
/** Kids life: current year minus 17 to the current year, age under 18 (platform spec section 5). */
export const KIDS_BIRTH_YEAR_SPAN = 17;
export const KIDS_MAX_AGE_EXCLUSIVE = 18;

export function birthYearRange(rule: BirthDateRule): { fromYear: number; toYear: number } {
  const toYear = civilDateParts(rule.today).year;
  const span = rule.kind === 'kids' ? KIDS_BIRTH_YEAR_SPAN : STANDARD_BIRTH_YEAR_SPAN;
  return { fromYear: toYear - span, toYear };
}

/** The range message with this rule's years filled in. */
export function birthDateMessage(rule: BirthDateRule): string {
  const { fromYear, toYear } = birthYearRange(rule);
  return birthDateRangeMessage(fromYear, toYear);
}

/** Error message for a 'YYYY-MM-DD' birth date, or null when it is acceptable. */
export function birthDateError(date: string, rule: BirthDateRule): string | null {
  if (date.trim() === '') return DATE_REQUIRED_MESSAGE;
  // Not a date at all gets its own message; the spec's range message is for real dates.
  const notADate = civilDateError(date);
  if (notADate !== null) return notADate;
  const { fromYear, toYear } = birthYearRange(rule);
  const { year } = civilDateParts(date);
  const inRange = year >= fromYear && year <= toYear && date <= rule.today;
  const ageOk = rule.kind !== 'kids' || ageOn(date, rule.today) < KIDS_MAX_AGE_EXCLUSIVE;
  return inRange && ageOk ? null : birthDateMessage(rule);
}

export type BirthDateResult = { ok: true; date: CivilDate } | { ok: false; message: string };

/**
 * Day, month and year inputs to a birth date. Each part must be a whole number within its
 * bounds (day 1 to 31, month 1 to 12), the year must have four digits, the date must be real
 * (29 February only in leap years), in the rule's year range and not after today. Letters and a
 * year of other than four digits get their own messages; the rest the spec's range one.
 */
export function birthDateFromParts(parts: BirthDateParts, rule: BirthDateRule): BirthDateResult {
  const all = [parts.day, parts.month, parts.year];
  if (all.every((p) => String(p).trim() === '')) return { ok: false, message: DATE_REQUIRED_MESSAGE };
  const typed = all.filter((p): p is string => typeof p === 'string').map((p) => p.trim());
  if (typed.some((p) => /[^0-9]/.test(p))) return { ok: false, message: DATE_NUMBERS_ONLY_MESSAGE };
  if (typeof parts.year === 'string' && !/^\d{4}$/.test(parts.year.trim())) {
    return { ok: false, message: DATE_FOUR_DIGIT_YEAR_MESSAGE };
  }
  const day = readPart(parts.day, 2);
  const month = readPart(parts.month, 2);
  const year = readPart(parts.year, 4);
  const invalid: BirthDateResult = { ok: false, message: birthDateMessage(rule) };
  if (day === null || month === null || year === null) return invalid;
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1000 || year > 9999) return invalid;
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isCivilDate(date)) return invalid;
  const message = birthDateError(date, rule);
  return message === null ? { ok: true, date: toApiDate(year, month, day) } : { ok: false, message };
}

/** Error message for the day, month and year inputs, or null when they make an acceptable date. */
export function birthDatePartsError(parts: BirthDateParts, rule: BirthDateRule): string | null {
  const result = birthDateFromParts(parts, rule);
  return result.ok ? null : result.message;
}

// A whole number of at most `digits` digits (a year exactly 4), or null.
function readPart(value: string | number, digits: number): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const text = value.trim();
  const pattern = digits === 4 ? /^\d{4}$/ : /^\d{1,2}$/;
  return pattern.test(text) ? Number(text) : null;
}

const partSchema = z.union([z.string(), z.number()]);

/**
 * Form schema: `{ day, month, year }` in, the 'YYYY-MM-DD' birth date out. The message sits on
 * the object itself, not on one part, as it speaks of the whole date.
 */
export function birthDateSchema(rule: BirthDateRule) {
  assertToday(rule);
  return z
    .object({ day: partSchema, month: partSchema, year: partSchema }, { error: DATE_REQUIRED_MESSAGE })
    .transform((parts, ctx): CivilDate => {
      const result = birthDateFromParts(parts, rule);
      if (result.ok) return result.date;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
}

/** API schema: a 'YYYY-MM-DD' birth date under the same rule. */
export function civilBirthDateSchema(rule: BirthDateRule) {
  assertToday(rule);
  return z
    .string({ error: (issue) => civilDateError(issue.input) ?? DATE_REQUIRED_MESSAGE })
    .superRefine((date, ctx) => {
      const message = birthDateError(date, rule);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });
}

function assertToday(rule: BirthDateRule): void {
  if (!isCivilDate(rule.today)) throw new RangeError(`today must be 'YYYY-MM-DD': ${rule.today}`);
}
