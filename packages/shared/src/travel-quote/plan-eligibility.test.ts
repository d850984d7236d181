import { describe, expect, it } from 'vitest';
import {
  destinationSurcharge,
  eligibilityFromColumns,
  eligibilityWords,
  isEligible,
  rowsOfPlanOption,
} from './plan-eligibility.ts';

const traveller = { minAge: 0, maxAge: 89, maxTripDays: 365, traveller: true };
const snowbird = eligibilityFromColumns(
  {
    min_age: '55',
    max_age: '89',
    max_trip_days: '212',
    destinations: 'canada:0;usa:40',
    plan_types: 'single-trip;multi-trip-annual',
    annual_max_trip_days: '30',
    annual_premium_days: '75',
    plan_option: 'all-inclusive',
  },
  traveller,
);

describe('a plan eligibility from its sheet columns', () => {
  it('reads every column', () => {
    expect(snowbird).toEqual({
      minAge: 55,
      maxAge: 89,
      maxTripDays: 212,
      destinations: [
        { destination: 'canada', surchargePercent: 0 },
        { destination: 'usa', surchargePercent: 40 },
      ],
      planTypes: ['single-trip', 'multi-trip-annual'],
      annualMaxTripDays: 30,
      annualPremiumDays: 75,
      option: 'all-inclusive',
    });
  });

  it('takes what the rates cover where a column is empty', () => {
    expect(
      eligibilityFromColumns({}, { minAge: 18, maxAge: 60, maxTripDays: 365, traveller: false }),
    ).toEqual({
      minAge: 18,
      maxAge: 60,
      maxTripDays: 365,
      destinations: [],
      planTypes: [],
      annualMaxTripDays: null,
      annualPremiumDays: null,
      option: 'medical-emergency',
    });
    expect(eligibilityFromColumns({}, traveller)).toMatchObject({
      planTypes: ['single-trip'],
      destinations: [
        { destination: 'canada', surchargePercent: 0 },
        { destination: 'usa', surchargePercent: 0 },
        { destination: 'worldwide', surchargePercent: 0 },
      ],
    });
  });

  it.each([
    [{ min_age: 'ten' }, 'min_age must be a whole number, not ten'],
    [{ min_age: '70', max_age: '60' }, 'max_age 60 is below min_age 70'],
    [{ destinations: 'mars:10' }, 'destinations: mars is not canada, usa or worldwide'],
    [{ destinations: 'usa:lots' }, 'destinations: the surcharge of usa must be a percentage, not lots'],
    [{ plan_types: 'weekly' }, 'plan_types: weekly is not single-trip or multi-trip-annual'],
    [{ plan_types: 'multi-trip-annual' }, 'a multi-trip-annual plan needs annual_max_trip_days'],
    [{ plan_option: 'gold' }, 'plan_option must be medical-emergency or all-inclusive, not gold'],
  ])('refuses %o with the column named', (columns, message) => {
    expect(() => eligibilityFromColumns(columns, traveller)).toThrow(message);
  });
});

describe('who a plan covers', () => {
  it('checks every age, the trip, the plan type and the destination', () => {
    const ask = { ages: [60], tripDays: 90, planType: 'single-trip', destination: 'usa' } as const;
    expect(isEligible(snowbird, ask)).toBe(true);
    expect(isEligible(snowbird, { ...ask, ages: [45] })).toBe(false);
    expect(isEligible(snowbird, { ...ask, ages: [60, 90] })).toBe(false);
    expect(isEligible(snowbird, { ...ask, tripDays: 213 })).toBe(false);
    expect(isEligible(snowbird, { ...ask, destination: 'worldwide' })).toBe(false);
    // Multi trip annual: each trip at most the annual plan's longest.
    expect(isEligible(snowbird, { ...ask, planType: 'multi-trip-annual', tripDays: 30 })).toBe(true);
    expect(isEligible(snowbird, { ...ask, planType: 'multi-trip-annual', tripDays: 31 })).toBe(false);
    // A plan stored before eligibility was data is left to its rates.
    expect(isEligible(undefined, { ...ask, ages: [1] })).toBe(true);
  });

  it('gives the destination surcharge, null where the plan does not go', () => {
    expect(destinationSurcharge(snowbird, 'usa')).toBe(40);
    expect(destinationSurcharge(snowbird, 'worldwide')).toBeNull();
    expect(destinationSurcharge(undefined, 'usa')).toBe(0);
  });

  it('says it in words written from the data', () => {
    expect(eligibilityWords(snowbird)).toEqual([
      'All Inclusive plan.',
      'Covers travellers aged 55 to 89.',
      'Single Trip: one trip of up to 212 days.',
      'Multi Trip Annual: a year of trips, each of up to 30 days.',
      'Covers travel to Canada and USA.',
    ]);
    const student = eligibilityFromColumns(
      {},
      { minAge: 18, maxAge: 60, maxTripDays: 365, traveller: false },
    );
    expect(eligibilityWords(student)).toEqual([
      'Medical Emergency plan.',
      'Covers travellers aged 18 to 60.',
      'Covers a stay of up to 365 days.',
    ]);
  });
});

describe('the plan option filter', () => {
  const rows = [{ policyName: 'A' }, { policyName: 'B' }, { policyName: 'C' }];
  const summary = {
    A: { option: 'medical-emergency' },
    B: { option: 'all-inclusive' },
    C: { option: 'medical-emergency' },
  } as const;
  it('keeps the rows of the chosen option, every row without one', () => {
    expect(rowsOfPlanOption(rows, summary, 'medical-emergency').map((r) => r.policyName)).toEqual(['A', 'C']);
    expect(rowsOfPlanOption(rows, summary, 'all-inclusive').map((r) => r.policyName)).toEqual(['B']);
    expect(rowsOfPlanOption(rows, summary, null)).toHaveLength(3);
  });
});
