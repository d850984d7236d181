import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  APPLYING_FOR_OPTIONS,
  BOOKING_MAX_DAYS_AHEAD,
  COMPARE_MAX_PLANS,
  COMPARE_MIN_PLANS,
  COMPOUNDING_OPTIONS,
  CONTINUOUS_COMPOUNDING_BASE,
  EXTRA_PERSON_NUMBERS,
  GENDER_OPTIONS,
  GENERAL_AGE_OPTIONS,
  INSURED_PERSON_COUNT_OPTIONS,
  KIDS_AGE_OPTIONS,
  LIFE_COVERAGE_AMOUNTS_CENTS,
  LIFE_COVERAGE_MAX_CENTS,
  LIFE_PAYMENT_PERIODS,
  LIFE_QUOTE_SLUGS,
  lifeCoverageOptions,
  optionLabel,
  optionValues,
  PLAN_OPTIONS,
  PLAN_TYPE_OPTIONS,
  PREMIUM_PAYMENT_DURATION_OPTIONS,
  PRICING_OPTIONS,
  QUOTE_FOR_OPTIONS,
  SNOWBIRD_AGE_OPTIONS,
  STUDENT_AGE_OPTIONS,
  SUPERVISA_COVERAGE_AMOUNTS_CENTS,
  SUPERVISA_COVERAGE_OPTIONS,
  SUPERVISA_MIN_COVERAGE_CENTS,
  SUPERVISA_QUOTE_FOR_OPTIONS,
  TRAVEL_DEDUCTIBLE_OPTIONS,
  TRAVEL_DEDUCTIBLES_CENTS,
  travelCoverageAmountsCents,
  VISITOR_COVERAGE_AMOUNTS_CENTS,
  WHERE_TO_STUDY_OPTIONS,
  WHERE_TO_TRAVEL_OPTIONS,
} from './options.ts';
import { findProductBySlug } from './products.ts';

const labels = (options: readonly { label: string }[]) => options.map((o) => o.label);
const values = (options: readonly { value: string | number }[]) => options.map((o) => o.value);
const dollars = (cents: readonly number[]) => cents.map((c) => c / 100);

describe('choice lists (platform spec section 9, product-flows section 9)', () => {
  it('has the spec labels in the spec order', () => {
    expect(labels(QUOTE_FOR_OPTIONS)).toEqual(['Single', '2 Persons', 'Family']);
    expect(labels(SUPERVISA_QUOTE_FOR_OPTIONS)).toEqual(['Single', '2 Persons']);
    expect(labels(GENDER_OPTIONS)).toEqual(['Male', 'Female']);
    expect(labels(PLAN_OPTIONS)).toEqual(['Medical Emergency', 'All Inclusive']);
    expect(labels(PLAN_TYPE_OPTIONS)).toEqual(['Single Trip', 'Multi Trip Annual']);
    expect(labels(WHERE_TO_TRAVEL_OPTIONS)).toEqual(['Worldwide', 'Canada', 'USA']);
    expect(labels(WHERE_TO_STUDY_OPTIONS)).toEqual(['In Canada', 'Abroad']);
    expect(labels(APPLYING_FOR_OPTIONS)).toEqual(['A new policy', 'Renewal']);
    expect(labels(PREMIUM_PAYMENT_DURATION_OPTIONS)).toEqual(['Monthly', 'Annually']);
    expect(labels(PRICING_OPTIONS)).toEqual(['Yearly', 'Half Yearly', 'Quarterly', 'Monthly']);
  });

  it('gives compounding its periods per year, continuous having none', () => {
    expect(COMPOUNDING_OPTIONS.map((o) => [o.label, o.periodsPerYear])).toEqual([
      ['Annually', 1],
      ['Semiannually', 2],
      ['Quarterly', 4],
      ['Monthly', 12],
      ['Semimonthly', 24],
      ['Biweekly', 26],
      ['Weekly', 52],
      ['Daily', 365],
      ['Continuously', null],
    ]);
    expect(CONTINUOUS_COMPOUNDING_BASE).toBe(2.71828);
  });

  it('has unique values in every list', () => {
    for (const list of [
      QUOTE_FOR_OPTIONS,
      GENDER_OPTIONS,
      PRICING_OPTIONS,
      COMPOUNDING_OPTIONS,
      APPLYING_FOR_OPTIONS,
    ]) {
      expect(new Set(values(list)).size).toBe(list.length);
    }
  });

  it('builds z.enum values and finds labels', () => {
    const quoteFor = z.enum(optionValues(QUOTE_FOR_OPTIONS));
    expect(quoteFor.parse('family')).toBe('family');
    expect(quoteFor.safeParse('Family').success).toBe(false);
    const supervisa = z.enum(optionValues(SUPERVISA_QUOTE_FOR_OPTIONS));
    expect(supervisa.safeParse('family').success).toBe(false);
    expect(optionLabel(GENDER_OPTIONS, 'female')).toBe('Female');
    expect(optionLabel(GENERAL_AGE_OPTIONS, 16)).toBe('<17');
    expect(optionLabel(GENERAL_AGE_OPTIONS, 101)).toBeUndefined();
  });
});

describe('age lists (platform spec section 9)', () => {
  it("general: '<17' then 17 to 100", () => {
    expect(GENERAL_AGE_OPTIONS[0]).toEqual({ value: 16, label: '<17' });
    expect(GENERAL_AGE_OPTIONS[1]).toEqual({ value: 17, label: '17' });
    expect(GENERAL_AGE_OPTIONS.at(-1)).toEqual({ value: 100, label: '100' });
    expect(GENERAL_AGE_OPTIONS).toHaveLength(85);
  });

  it('snowbirds, students, kids, insured persons and extra persons', () => {
    expect(values(SNOWBIRD_AGE_OPTIONS)).toEqual(Array.from({ length: 40 }, (_, i) => 61 + i));
    expect(values(STUDENT_AGE_OPTIONS)).toEqual(Array.from({ length: 43 }, (_, i) => 18 + i));
    expect(values(KIDS_AGE_OPTIONS)).toEqual(Array.from({ length: 18 }, (_, i) => i));
    expect(values(INSURED_PERSON_COUNT_OPTIONS)).toEqual([1, 2, 3, 4, 5]);
    expect(EXTRA_PERSON_NUMBERS).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('life coverage amounts (N12) and payment periods (product-flows section 9)', () => {
  const all = LIFE_COVERAGE_AMOUNTS_CENTS['term-life'];

  it('steps by 25,000 to 500,000, by 50,000 to 1,000,000, by 100,000 to 2,000,000, by 250,000 to 5,000,000', () => {
    expect(dollars(all.slice(0, 3))).toEqual([25_000, 50_000, 75_000]);
    expect(dollars(all.slice(18, 22))).toEqual([475_000, 500_000, 550_000, 600_000]);
    expect(dollars(all.slice(28, 32))).toEqual([950_000, 1_000_000, 1_100_000, 1_200_000]);
    expect(dollars(all.slice(38, 42))).toEqual([1_900_000, 2_000_000, 2_250_000, 2_500_000]);
    expect(all.at(-1)).toBe(500_000_000);
    expect(all).toHaveLength(52);
    expect(all.every((cents, i) => i === 0 || cents > (all[i - 1] ?? Infinity))).toBe(true);
  });

  it("cuts each product's list at its maximum", () => {
    const max = (slug: (typeof LIFE_QUOTE_SLUGS)[number]) => LIFE_COVERAGE_AMOUNTS_CENTS[slug].at(-1);
    expect(max('whole-life')).toBe(300_000_000);
    expect(max('term-life')).toBe(500_000_000);
    expect(max('critical-illness')).toBe(100_000_000);
    expect(max('mortgage-protection')).toBe(500_000_000);
    expect(max('kids-life')).toBe(25_000_000);
    for (const slug of LIFE_QUOTE_SLUGS) {
      expect(max(slug)).toBe(LIFE_COVERAGE_MAX_CENTS[slug]);
      expect(LIFE_COVERAGE_AMOUNTS_CENTS[slug][0]).toBe(2_500_000);
      expect(findProductBySlug(slug)?.group).toBe('life');
    }
    expect(LIFE_COVERAGE_AMOUNTS_CENTS['kids-life']).toHaveLength(10);
    expect(LIFE_COVERAGE_AMOUNTS_CENTS['whole-life']).toHaveLength(44);
  });

  it('labels amounts in whole dollars', () => {
    const options = lifeCoverageOptions('whole-life');
    expect(options[0]).toEqual({ value: 2_500_000, label: '$25,000' });
    expect(options.at(-1)).toEqual({ value: 300_000_000, label: '$3,000,000' });
  });

  it('lists payment periods with their position as value (N34)', () => {
    expect(labels(LIFE_PAYMENT_PERIODS['whole-life'])).toEqual([
      'Life Pay',
      'Pay till 65',
      'Pay for 20',
      'Pay for 15',
    ]);
    expect(labels(LIFE_PAYMENT_PERIODS['term-life'])).toEqual([
      '10 Years',
      '15 Years',
      '20 Years',
      '25 Years',
      '30 Years',
      '35 Years',
      '40 Years',
      'Age 65',
      'Age 75',
    ]);
    expect(labels(LIFE_PAYMENT_PERIODS['critical-illness'])).toEqual([
      'Term 10',
      'Term 15',
      'Term 20',
      'Term 25',
      'Term 30',
      'Pay to 65',
      'Till Age 65',
      'Till Age 75',
      'Life Pay',
    ]);
    expect(labels(LIFE_PAYMENT_PERIODS['mortgage-protection'])).toEqual([
      '10 Years',
      '15 Years',
      '20 Years',
      '25 Years',
      '30 Years',
      '35 Years',
      '40 Years',
    ]);
    expect(labels(LIFE_PAYMENT_PERIODS['kids-life'])).toEqual(['Life Pay', 'Pay for 20']);
    for (const slug of LIFE_QUOTE_SLUGS) {
      const list = LIFE_PAYMENT_PERIODS[slug];
      expect(values(list)).toEqual(list.map((_, i) => i));
      // Customise tiles sit in rows of 5 and 4 (product-flows section 2).
      expect(list.length).toBeLessThanOrEqual(9);
    }
  });
});

describe('travel lists (N10, N19) and limits', () => {
  it('visitor coverage and deductibles', () => {
    expect(dollars(VISITOR_COVERAGE_AMOUNTS_CENTS)).toEqual([
      10_000, 15_000, 25_000, 50_000, 100_000, 150_000, 200_000, 300_000,
    ]);
    expect(dollars(TRAVEL_DEDUCTIBLES_CENTS)).toEqual([0, 100, 250, 500, 1_000, 2_500, 5_000, 10_000]);
    expect(labels(TRAVEL_DEDUCTIBLE_OPTIONS).slice(0, 3)).toEqual(['$0', '$100', '$250']);
  });

  it('super visa coverage starts at 100,000', () => {
    expect(SUPERVISA_MIN_COVERAGE_CENTS).toBe(10_000_000);
    expect(dollars(SUPERVISA_COVERAGE_AMOUNTS_CENTS)).toEqual([100_000, 150_000, 200_000, 300_000]);
    expect(SUPERVISA_COVERAGE_OPTIONS[0]).toEqual({ value: 10_000_000, label: '$100,000' });
  });

  it('coverage by product slug', () => {
    expect(travelCoverageAmountsCents('supervisa')).toBe(SUPERVISA_COVERAGE_AMOUNTS_CENTS);
    expect(travelCoverageAmountsCents('foreign-workers')).toBe(VISITOR_COVERAGE_AMOUNTS_CENTS);
    expect(travelCoverageAmountsCents('international-students')).toBeNull();
  });

  it('booking and compare limits', () => {
    expect(BOOKING_MAX_DAYS_AHEAD).toBe(9);
    expect([COMPARE_MIN_PLANS, COMPARE_MAX_PLANS]).toEqual([2, 3]);
  });
});
