// One trip range whose days and dates cannot disagree (ADR 0119; product-flows section 4: days set
// the range, a range sets the days). Days count both ends (inclusiveDays).

import { addDays, inclusiveDays, isCivilDate } from './civil-date.ts';
import type { CivilDate } from './civil-date.ts';

export interface TripRange {
  /** Null while the field is empty or not a whole number of at least 1. */
  numberOfDays: number | null;
  /** `YYYY-MM-DD`, or '' while empty. */
  startDate: string;
  endDate: string;
}

export type TripRangeChange =
  { field: 'numberOfDays'; value: number | null } | { field: 'startDate' | 'endDate'; value: string };

const validDays = (days: number | null): days is number =>
  days !== null && Number.isInteger(days) && days >= 1;

/**
 * The range after one field changes:
 * - days: the end moves to keep them, from the start already chosen or else from `today`;
 * - start: the days are kept and the end moves with it (without days, a later end sets them);
 * - end: the days follow, when it is on or after the start.
 * A cleared or half-typed field changes only itself, so the visitor's other answers stay.
 */
export function tripRangeAfter(range: TripRange, change: TripRangeChange, today: CivilDate): TripRange {
  if (change.field === 'numberOfDays') {
    const days = change.value;
    if (!validDays(days)) return { ...range, numberOfDays: days };
    const start = isCivilDate(range.startDate) && range.startDate >= today ? range.startDate : today;
    return { numberOfDays: days, startDate: start, endDate: addDays(start, days - 1) };
  }
  if (change.field === 'startDate') {
    const start = change.value;
    if (!isCivilDate(start)) return { ...range, startDate: start };
    if (validDays(range.numberOfDays)) {
      return { ...range, startDate: start, endDate: addDays(start, range.numberOfDays - 1) };
    }
    const endAfter = isCivilDate(range.endDate) && range.endDate >= start;
    return {
      ...range,
      startDate: start,
      ...(endAfter ? { numberOfDays: inclusiveDays(start, range.endDate) } : {}),
    };
  }
  const end = change.value;
  if (!isCivilDate(end) || !isCivilDate(range.startDate) || end < range.startDate) {
    return { ...range, endDate: end };
  }
  return { ...range, endDate: end, numberOfDays: inclusiveDays(range.startDate, end) };
}
