import { describe, expect, it } from 'vitest';
import {
  birthDateError,
  birthDateFromParts,
  birthDatePartsError,
  birthDateSchema,
  birthYearRange,
  civilBirthDateSchema,
} from './birth-date.ts';
import type { BirthDateParts, BirthDateRule } from './birth-date.ts';
import {
  DATE_FORMAT_MESSAGE,
  DATE_FOUR_DIGIT_YEAR_MESSAGE,
  DATE_NOT_REAL_MESSAGE,
  DATE_NUMBERS_ONLY_MESSAGE,
} from './messages.ts';

const standard: BirthDateRule = { today: '2026-03-01', kind: 'standard' };
const kids: BirthDateRule = { today: '2026-03-01', kind: 'kids' };
const STANDARD_MESSAGE = 'Please ensure that entered date is correct & between 1927 to 2026.';
const KIDS_MESSAGE = 'Please ensure that entered date is correct & between 2009 to 2026.';

const parts = (year: string | number, month: string | number, day: string | number): BirthDateParts => ({
  year,
  month,
  day,
});

describe('birth date, standard products (platform spec section 5)', () => {
  it('ranges from the current year minus 99 to the current year', () => {
    expect(birthYearRange(standard)).toEqual({ fromYear: 1927, toYear: 2026 });
    expect(birthYearRange({ today: '2027-01-01', kind: 'standard' })).toEqual({
      fromYear: 1928,
      toYear: 2027,
    });
  });

  it('accepts the first day of current year minus 99 and refuses the last day of minus 100', () => {
    expect(birthDateFromParts(parts('1927', '1', '1'), standard)).toEqual({ ok: true, date: '1927-01-01' });
    expect(birthDatePartsError(parts('1926', '12', '31'), standard)).toBe(STANDARD_MESSAGE);
  });

  it('accepts today and refuses tomorrow and later this year', () => {
    expect(birthDatePartsError(parts(2026, 3, 1), standard)).toBeNull();
    expect(birthDatePartsError(parts(2026, 3, 2), standard)).toBe(STANDARD_MESSAGE);
    expect(birthDatePartsError(parts(2026, 12, 31), standard)).toBe(STANDARD_MESSAGE);
  });

  it('accepts 29 February only in leap years', () => {
    expect(birthDateFromParts(parts('2024', '02', '29'), standard)).toEqual({ ok: true, date: '2024-02-29' });
    expect(birthDateFromParts(parts('2000', '2', '29'), standard)).toEqual({ ok: true, date: '2000-02-29' });
    expect(birthDatePartsError(parts('2023', '02', '29'), standard)).toBe(STANDARD_MESSAGE);
    expect(birthDatePartsError(parts('2025', '02', '29'), standard)).toBe(STANDARD_MESSAGE);
  });

  it.each([
    [parts('1990', '4', '31'), '31 April'],
    [parts('1990', '13', '1'), 'month 13'],
    [parts('1990', '0', '1'), 'month 0'],
    [parts('1990', '1', '0'), 'day 0'],
    [parts('1990', '1', '32'), 'day 32'],
    [parts('1990', '1', '001'), 'three-digit day'],
    [parts(1990, 1.5, 1), 'decimal number'],
  ])('refuses %j (%s) with the range message', (input) => {
    expect(birthDatePartsError(input, standard)).toBe(STANDARD_MESSAGE);
  });

  it.each([
    [parts('90', '1', '1'), 'two-digit year'],
    [parts('199', '1', '1'), 'three-digit year'],
    [parts('01990', '1', '1'), 'five-digit year'],
    [parts('', '1', '1'), 'missing year'],
  ])('asks for a four-digit year for %j (%s)', (input) => {
    expect(birthDatePartsError(input, standard)).toBe(DATE_FOUR_DIGIT_YEAR_MESSAGE);
  });

  it.each([
    [parts('1990', 'a', '1'), 'letters'],
    [parts('19x0', '1', '1'), 'a letter in the year'],
    [parts('1990', '1.5', '1'), 'decimal text'],
    [parts('1990', '-1', '1'), 'negative'],
  ])('asks for numbers only for %j (%s)', (input) => {
    expect(birthDatePartsError(input, standard)).toBe(DATE_NUMBERS_ONLY_MESSAGE);
  });

  it("says 'Date is required' when nothing was entered", () => {
    expect(birthDatePartsError(parts('', '', ' '), standard)).toBe('Date is required');
  });

  it('pads single-digit day and month in the result', () => {
    expect(birthDateFromParts(parts(' 1985 ', '7', '4'), standard)).toEqual({ ok: true, date: '1985-07-04' });
  });
});

describe('birth date, kids life (platform spec section 5)', () => {
  it('ranges from the current year minus 17, age under 18', () => {
    expect(birthYearRange(kids)).toEqual({ fromYear: 2009, toYear: 2026 });
    expect(birthDatePartsError(parts('2009', '1', '1'), kids)).toBeNull();
    expect(birthDatePartsError(parts('2008', '12', '31'), kids)).toBe(KIDS_MESSAGE);
    expect(birthDatePartsError(parts('2026', '3', '1'), kids)).toBeNull();
    expect(birthDatePartsError(parts('2026', '3', '2'), kids)).toBe(KIDS_MESSAGE);
    expect(birthDatePartsError(parts('2020', '2', '29'), kids)).toBeNull();
    expect(birthDatePartsError(parts('2021', '2', '29'), kids)).toBe(KIDS_MESSAGE);
  });

  it('accepts a standard-range year only for the standard kind', () => {
    expect(birthDatePartsError(parts('1990', '1', '1'), kids)).toBe(KIDS_MESSAGE);
    expect(birthDatePartsError(parts('1990', '1', '1'), standard)).toBeNull();
  });
});

describe('birth date from a YYYY-MM-DD string (API)', () => {
  it('applies the same rule', () => {
    expect(birthDateError('1927-01-01', standard)).toBeNull();
    expect(birthDateError('1926-12-31', standard)).toBe(STANDARD_MESSAGE);
    // Not a date at all: its own message, not the range one.
    expect(birthDateError('2023-02-29', standard)).toBe(DATE_NOT_REAL_MESSAGE);
    expect(birthDateError('1990-1-1', standard)).toBe(DATE_FORMAT_MESSAGE);
    expect(birthDateError('', standard)).toBe('Date is required');
    expect(birthDateError('2008-12-31', kids)).toBe(KIDS_MESSAGE);
  });
});

describe('birth date schemas', () => {
  it('birthDateSchema turns parts into a YYYY-MM-DD date', () => {
    const schema = birthDateSchema(standard);
    expect(schema.parse({ day: '9', month: '11', year: '1975' })).toBe('1975-11-09');
    const result = schema.safeParse({ day: '31', month: '2', year: '1975' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([STANDARD_MESSAGE]);
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Date is required');
  });

  it('civilBirthDateSchema checks a YYYY-MM-DD string', () => {
    const schema = civilBirthDateSchema(kids);
    expect(schema.parse('2015-06-30')).toBe('2015-06-30');
    expect(schema.safeParse('2000-06-30').error?.issues[0]?.message).toBe(KIDS_MESSAGE);
    expect(schema.safeParse(20150630).error?.issues[0]?.message).toBe(DATE_FORMAT_MESSAGE);
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Date is required');
    expect(schema.safeParse('2015-02-30').error?.issues[0]?.message).toBe(DATE_NOT_REAL_MESSAGE);
  });

  it('refuses a malformed today', () => {
    expect(() => birthDateSchema({ today: '2026-3-1', kind: 'standard' })).toThrow(RangeError);
    expect(() => civilBirthDateSchema({ today: '', kind: 'kids' })).toThrow(RangeError);
  });
});
