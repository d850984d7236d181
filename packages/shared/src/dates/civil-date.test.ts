import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  ageOn,
  civilDateParts,
  civilDateError,
  compareCivilDates,
  formatDisplayDate,
  inclusiveDays,
  isCivilDate,
  isLeapYear,
  oneFullYearEnd,
  toApiDate,
  todayInZone,
} from './civil-date.ts';
import { civilDateSchema } from './civil-date-schema.ts';
import {
  DATE_FORMAT_MESSAGE,
  DATE_NOT_REAL_MESSAGE,
  DATE_REQUIRED_MESSAGE,
  DATE_YEAR_RANGE_MESSAGE,
} from '../validation/messages.ts';

// The suite runs with TZ=UTC; these functions must give the same answers in any zone, which
// the DST and year-end cases below would expose if anything went through local Date parsing.

describe('isCivilDate and civilDateSchema (N5)', () => {
  it.each(['2026-03-01', '2024-02-29', '2000-02-29', '1927-01-01', '9999-12-31'])('accepts %s', (date) => {
    expect(isCivilDate(date)).toBe(true);
    expect(civilDateSchema.parse(date)).toBe(date);
  });

  it.each([
    ['2023-02-29', DATE_NOT_REAL_MESSAGE],
    ['1900-02-29', DATE_NOT_REAL_MESSAGE],
    ['2026-02-30', DATE_NOT_REAL_MESSAGE],
    ['2026-04-31', DATE_NOT_REAL_MESSAGE],
    ['2026-13-01', DATE_NOT_REAL_MESSAGE],
    ['2026-00-10', DATE_NOT_REAL_MESSAGE],
    ['2026-3-1', DATE_FORMAT_MESSAGE],
    ['26-03-01', DATE_FORMAT_MESSAGE],
    ['2026-03-01T00:00:00Z', DATE_FORMAT_MESSAGE],
    ['not a date', DATE_FORMAT_MESSAGE],
    [' 2026-03-01', DATE_FORMAT_MESSAGE],
    [20260301, DATE_FORMAT_MESSAGE],
    ['0999-01-01', DATE_YEAR_RANGE_MESSAGE],
    ['', DATE_REQUIRED_MESSAGE],
    [undefined, DATE_REQUIRED_MESSAGE],
  ])('refuses %j with its own message', (date, message) => {
    expect(isCivilDate(date)).toBe(false);
    expect(civilDateError(date)).toBe(message);
    expect(civilDateSchema.safeParse(date).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('knows leap years', () => {
    expect([2024, 2000, 1900, 2023, 2100].map(isLeapYear)).toEqual([true, true, false, false, false]);
  });
});

describe('toApiDate and civilDateParts', () => {
  it('pads parts', () => {
    expect(toApiDate(2026, 3, 1)).toBe('2026-03-01');
    expect(civilDateParts('2026-03-01')).toEqual({ year: 2026, month: 3, day: 1 });
  });

  it('refuses dates that do not exist', () => {
    expect(() => toApiDate(2023, 2, 29)).toThrow(RangeError);
    expect(() => toApiDate(2026, 1, 1.5)).toThrow(RangeError);
    expect(() => civilDateParts('2026-02-30')).toThrow(RangeError);
  });
});

describe('todayInZone (N5, N15)', () => {
  it('reads the calendar date in Toronto, not in UTC', () => {
    // 03:00 UTC on 1 March is 22:00 on 28 February in Toronto.
    expect(todayInZone(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
    expect(todayInZone(new Date('2026-03-01T05:00:00Z'))).toBe('2026-03-01');
    expect(todayInZone(new Date('2026-03-01T03:00:00Z'), 'UTC')).toBe('2026-03-01');
    expect(todayInZone(new Date('2025-12-31T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-01-01');
  });

  it('turns at midnight to the second, however often it is asked (answers are kept per minute)', () => {
    // Toronto midnight on 2 March 2026 is 05:00 UTC.
    expect(todayInZone(new Date('2026-03-02T04:59:00Z'))).toBe('2026-03-01');
    expect(todayInZone(new Date('2026-03-02T04:59:59.999Z'))).toBe('2026-03-01');
    expect(todayInZone(new Date('2026-03-02T05:00:00Z'))).toBe('2026-03-02');
    expect(todayInZone(new Date('2026-03-02T04:59:30Z'))).toBe('2026-03-01');
    expect(todayInZone(new Date('2026-03-02T04:59:30Z'), 'UTC')).toBe('2026-03-02');
  });

  // What Intl says, without todayInZone's shortcut: the reference for the checks below.
  const intlToday = (instant: Date): string =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);

  it.each([
    ['spring forward', '2026-03-06T00:00:00Z'],
    ['fall back', '2026-10-30T00:00:00Z'],
    ['year end', '2026-12-29T00:00:00Z'],
    ['leap day', '2028-02-27T00:00:00Z'],
  ])('agrees with Intl every 7 minutes across %s (ADR 0083)', (_, from) => {
    const start = new Date(from).getTime();
    for (let t = start; t < start + 5 * 86_400_000; t += 7 * 60_000) {
      const instant = new Date(t);
      expect(todayInZone(instant), instant.toISOString()).toBe(intlToday(instant));
    }
  });

  it('turns at midnight on the days the clocks change', () => {
    // 8 March 2026 starts in EST (05:00 UTC), 9 March in EDT (04:00 UTC).
    expect(todayInZone(new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(todayInZone(new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(todayInZone(new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(todayInZone(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // 1 November 2026 starts in EDT (04:00 UTC), 2 November in EST (05:00 UTC).
    expect(todayInZone(new Date('2026-11-01T03:59:59Z'))).toBe('2026-10-31');
    expect(todayInZone(new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(todayInZone(new Date('2026-11-02T04:59:59Z'))).toBe('2026-11-01');
    expect(todayInZone(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });
});

describe("todayInZone at Toronto's clock changes, 2026 to 2030 (time-zone database)", () => {
  const zone = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  // Daylight time starts on the second Sunday of March and ends on the first Sunday of November.
  // Toronto's midnight is 05:00 UTC in standard time and 04:00 UTC in daylight time.
  const changes = [
    { spring: '2026-03-08', fall: '2026-11-01' },
    { spring: '2027-03-14', fall: '2027-11-07' },
    { spring: '2028-03-12', fall: '2028-11-05' },
    { spring: '2029-03-11', fall: '2029-11-04' },
    { spring: '2030-03-10', fall: '2030-11-03' },
  ];
  const dayAfter = (date: string) => addDays(date, 1);
  const dayBefore = (date: string) => addDays(date, -1);

  it.each(changes)('turns at midnight on both sides of $spring and $fall', ({ spring, fall }) => {
    // The spring day starts in standard time, the day after it in daylight time.
    expect(todayInZone(new Date(`${spring}T04:59:59Z`))).toBe(dayBefore(spring));
    expect(todayInZone(new Date(`${spring}T05:00:00Z`))).toBe(spring);
    expect(todayInZone(new Date(`${dayAfter(spring)}T03:59:59Z`))).toBe(spring);
    expect(todayInZone(new Date(`${dayAfter(spring)}T04:00:00Z`))).toBe(dayAfter(spring));
    // The fall day starts in daylight time, the day after it in standard time.
    expect(todayInZone(new Date(`${fall}T03:59:59Z`))).toBe(dayBefore(fall));
    expect(todayInZone(new Date(`${fall}T04:00:00Z`))).toBe(fall);
    expect(todayInZone(new Date(`${dayAfter(fall)}T04:59:59Z`))).toBe(fall);
    expect(todayInZone(new Date(`${dayAfter(fall)}T05:00:00Z`))).toBe(dayAfter(fall));
  });

  it('agrees with the zone data minute by minute through the week of each change', () => {
    for (const { spring, fall } of changes) {
      for (const day of [spring, fall]) {
        const from = Date.parse(`${dayBefore(dayBefore(day))}T00:00:00Z`);
        for (let ms = from; ms < from + 5 * 86_400_000; ms += 60_000) {
          const now = new Date(ms);
          if (todayInZone(now) !== zone.format(now)) {
            expect.fail(`${now.toISOString()}: ${todayInZone(now)} versus ${zone.format(now)}`);
          }
        }
      }
    }
  });

  // 289,000 instants: a minute's work on a busy 2-core machine.
  it('agrees with the zone data hour by hour from 2008 to 2040', () => {
    for (let ms = Date.UTC(2008, 0, 1); ms < Date.UTC(2041, 0, 1); ms += 3_600_000) {
      const now = new Date(ms);
      if (todayInZone(now) !== zone.format(now)) {
        expect.fail(`${now.toISOString()}: ${todayInZone(now)} versus ${zone.format(now)}`);
      }
    }
  }, 60_000);

  it('answers for years before and after, from the same data', () => {
    expect(todayInZone(new Date('2001-06-01T03:00:00Z'))).toBe('2001-05-31');
    expect(todayInZone(new Date('2101-01-01T04:30:00Z'))).toBe('2100-12-31');
  });
});

describe('formatDisplayDate (platform spec section 9)', () => {
  it.each([
    ['2026-03-01', '1st March, 2026'],
    ['2026-03-02', '2nd March, 2026'],
    ['2026-03-03', '3rd March, 2026'],
    ['2026-03-11', '11th March, 2026'],
    ['2026-03-22', '22nd March, 2026'],
    ['2025-12-31', '31st December, 2025'],
    ['2026-01-01', '1st January, 2026'],
  ])('%s -> %s', (date, shown) => {
    expect(formatDisplayDate(date)).toBe(shown);
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years, leap days and DST changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-01', 729)).toBe('2028-02-28');
  });

  it('adds years; 29 February becomes 28 February', () => {
    expect(addYears('2026-03-01', 1)).toBe('2027-03-01');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  // Super visa: one full year from any start, leap days and month ends included (N19, ADR 0089).
  it.each([
    ['2026-03-01', '2027-02-28', 365],
    ['2027-03-01', '2028-02-29', 366],
    ['2028-02-29', '2029-02-28', 366],
    ['2028-02-28', '2029-02-27', 366],
    ['2027-02-28', '2028-02-27', 365],
    ['2031-02-28', '2032-02-27', 365],
    ['2031-03-01', '2032-02-29', 366],
    ['2026-01-31', '2027-01-30', 365],
    ['2026-12-31', '2027-12-30', 365],
    ['2026-01-01', '2026-12-31', 365],
    ['2027-04-30', '2028-04-29', 366],
    ['2096-02-29', '2097-02-28', 366],
  ])('covers one full year from %s: to %s, %i days', (start, end, days) => {
    expect(oneFullYearEnd(start)).toBe(end);
    expect(inclusiveDays(start, end)).toBe(days);
    // The next day is the first anniversary (1 March for 29 February in a common year).
    const next = addDays(end, 1);
    expect(next.slice(0, 4)).toBe(String(Number(start.slice(0, 4)) + 1));
    expect(
      next.slice(5) === start.slice(5) || (start.slice(5) === '02-29' && next.slice(5) === '03-01'),
    ).toBe(true);
  });

  it('counts days inclusively (N9)', () => {
    expect(inclusiveDays('2026-03-01', '2026-03-01')).toBe(1);
    expect(inclusiveDays('2026-03-07', '2026-03-09')).toBe(3);
    expect(inclusiveDays('2026-03-01', '2027-02-28')).toBe(365);
    expect(inclusiveDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(inclusiveDays('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('computes whole years of age', () => {
    expect(ageOn('1990-03-01', '2026-03-01')).toBe(36);
    expect(ageOn('1990-03-02', '2026-03-01')).toBe(35);
    expect(ageOn('2008-03-01', '2026-02-28')).toBe(17);
    expect(ageOn('2008-03-01', '2026-03-01')).toBe(18);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
    expect(ageOn('2026-03-01', '2026-03-01')).toBe(0);
    expect(ageOn('2026-03-02', '2026-03-01')).toBe(-1);
  });

  it('agrees with the calendar of Date for every day from 1999 to 2031', () => {
    const day = 86_400_000;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const first = Date.UTC(1999, 0, 1);
    for (let t = first; t < Date.UTC(2032, 0, 1); t += day) {
      const date = iso(t);
      expect(addDays(date, 1)).toBe(iso(t + day));
      expect(addDays(date, -400)).toBe(iso(t - 400 * day));
      expect(inclusiveDays(iso(first), date)).toBe((t - first) / day + 1);
    }
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addYears('2026-3-1', 1)).toThrow(RangeError);
    expect(() => inclusiveDays('2026-03-01', 'tomorrow')).toThrow(RangeError);
  });

  it('compares dates', () => {
    expect(compareCivilDates('2026-03-01', '2026-03-02')).toBe(-1);
    expect(compareCivilDates('2026-03-01', '2026-03-01')).toBe(0);
    expect(compareCivilDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(['2026-03-02', '2025-12-31', '2026-01-15'].sort(compareCivilDates)).toEqual([
      '2025-12-31',
      '2026-01-15',
      '2026-03-02',
    ]);
    expect(() => compareCivilDates('2026-3-1', '2026-03-01')).toThrow(RangeError);
  });
});
