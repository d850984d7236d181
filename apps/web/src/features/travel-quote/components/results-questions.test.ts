import { describe, expect, it } from 'vitest';
import { applyFilter } from './results-questions.ts';

const today = '2026-11-23';
const visitors = { product: 'visitors-to-canada', today } as const;
const trip = { quoteFor: 'single', startDate: '2026-12-01', endDate: '2026-12-30', numberOfDays: 30 };

describe('applyFilter: typed dates outside the trip are clamped to it and said', () => {
  it('moves a start in the past to today and recounts the days', () => {
    const { draft, adjusted } = applyFilter(trip, { startDate: '2026-11-01' }, visitors);
    expect(draft).toMatchObject({ startDate: today, endDate: '2026-12-30', numberOfDays: 38 });
    expect(adjusted).toBe('The start date cannot be in the past: it is now today.');
  });

  it('moves an end before the start to the start', () => {
    const { draft, adjusted } = applyFilter(trip, { endDate: '2026-11-25' }, visitors);
    expect(draft).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-01', numberOfDays: 1 });
    expect(adjusted).toBe('The end date cannot be before the start date: it is now the start date.');
  });

  it('moves an end past the longest trip to its last day', () => {
    const { draft, adjusted } = applyFilter(trip, { endDate: '2029-01-01' }, visitors);
    // 730 days from 1 December 2026, that day included.
    expect(draft).toMatchObject({ endDate: '2028-11-29', numberOfDays: 730 });
    expect(adjusted).toBe('A trip lasts at most 730 days: the end date is now 2028-11-29.');
  });

  it('takes the end along when the start moves past it, without a note', () => {
    const { draft, adjusted } = applyFilter(trip, { startDate: '2027-01-10' }, visitors);
    expect(draft).toMatchObject({ startDate: '2027-01-10', endDate: '2027-01-10', numberOfDays: 1 });
    expect(adjusted).toBeNull();
  });

  it('keeps a date inside the trip as typed', () => {
    const { draft, adjusted } = applyFilter(trip, { endDate: '2026-12-15' }, visitors);
    expect(draft).toMatchObject({ endDate: '2026-12-15', numberOfDays: 15 });
    expect(adjusted).toBeNull();
  });

  it('gives super visa one full year from its start, 29 February included', () => {
    const supervisa = { product: 'supervisa', today: '2027-06-01' } as const;
    const { draft } = applyFilter(
      { quoteFor: 'single', startDate: '2027-07-01', endDate: '2028-06-30', numberOfDays: null },
      { startDate: '2028-02-29' },
      supervisa,
    );
    expect(draft).toMatchObject({ startDate: '2028-02-29', endDate: '2029-02-28', numberOfDays: null });
  });

  it('clamps a traveller’s dates without a longest trip and counts no days', () => {
    const travellers = { product: 'canadian-travellers', today } as const;
    const { draft, adjusted } = applyFilter(
      { age: 40, startDate: '2026-12-01', endDate: '2026-12-20' },
      { endDate: '2026-11-30' },
      travellers,
    );
    expect(draft).toEqual({ age: 40, startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(adjusted).not.toBeNull();
  });
});
