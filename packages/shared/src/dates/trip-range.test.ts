import { describe, expect, it } from 'vitest';
import { tripRangeAfter } from './trip-range.ts';
import type { TripRange } from './trip-range.ts';

const TODAY = '2026-11-27';
const empty: TripRange = { numberOfDays: null, startDate: '', endDate: '' };

describe('tripRangeAfter', () => {
  it('days without a start run from today', () => {
    expect(tripRangeAfter(empty, { field: 'numberOfDays', value: 30 }, TODAY)).toEqual({
      numberOfDays: 30,
      startDate: '2026-11-27',
      endDate: '2026-12-26',
    });
  });

  it('a later start keeps the 30 days and moves the end (the review’s 9-day drift)', () => {
    const thirty = tripRangeAfter(empty, { field: 'numberOfDays', value: 30 }, TODAY);
    const moved = tripRangeAfter(thirty, { field: 'startDate', value: '2026-12-18' }, TODAY);
    expect(moved).toEqual({ numberOfDays: 30, startDate: '2026-12-18', endDate: '2027-01-16' });
  });

  it('new days move the end from the chosen start', () => {
    const range = { numberOfDays: 10, startDate: '2027-02-27', endDate: '2027-03-08' };
    expect(tripRangeAfter(range, { field: 'numberOfDays', value: 3 }, TODAY)).toEqual({
      numberOfDays: 3,
      startDate: '2027-02-27',
      endDate: '2027-03-01',
    });
  });

  it('a past start is not kept when days are typed', () => {
    const range = { numberOfDays: null, startDate: '2026-11-01', endDate: '' };
    expect(tripRangeAfter(range, { field: 'numberOfDays', value: 2 }, TODAY).startDate).toBe(TODAY);
  });

  it('a new end sets the days, counting both ends, across a leap day', () => {
    const range = { numberOfDays: 10, startDate: '2028-02-25', endDate: '2028-03-05' };
    expect(tripRangeAfter(range, { field: 'endDate', value: '2028-03-01' }, TODAY)).toEqual({
      numberOfDays: 6,
      startDate: '2028-02-25',
      endDate: '2028-03-01',
    });
  });

  it('an end before the start, or a cleared field, changes only itself', () => {
    const range = { numberOfDays: 5, startDate: '2026-12-10', endDate: '2026-12-14' };
    expect(tripRangeAfter(range, { field: 'endDate', value: '2026-12-01' }, TODAY)).toEqual({
      ...range,
      endDate: '2026-12-01',
    });
    expect(tripRangeAfter(range, { field: 'startDate', value: '' }, TODAY)).toEqual({
      ...range,
      startDate: '',
    });
    expect(tripRangeAfter(range, { field: 'numberOfDays', value: null }, TODAY)).toEqual({
      ...range,
      numberOfDays: null,
    });
  });

  it('a start without days takes its days from an end already chosen', () => {
    const range = { numberOfDays: null, startDate: '', endDate: '2026-12-20' };
    expect(tripRangeAfter(range, { field: 'startDate', value: '2026-12-11' }, TODAY)).toEqual({
      numberOfDays: 10,
      startDate: '2026-12-11',
      endDate: '2026-12-20',
    });
  });
});
