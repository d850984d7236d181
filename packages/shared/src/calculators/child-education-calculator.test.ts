import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorFieldErrors } from './calculator-field-errors.ts';
import {
  calculateChildEducation,
  CHILD_EDUCATION_DEFAULTS,
  CHILD_EDUCATION_MESSAGES,
  childEducationInputSchema,
  lateGrantNote,
  qualifiesForLateGrant,
  RESP_GRANT,
} from './child-education-calculator.ts';
import type { ChildEducationInput } from './child-education-calculator.ts';

const input = (over: Partial<ChildEducationInput> = {}): ChildEducationInput => ({
  ...CHILD_EDUCATION_DEFAULTS,
  ...over,
});

describe('calculateChildEducation (N20, N32)', () => {
  it('the defaults (age 5, 1,000, 50 a month, 6%) run 13 years with 20% grant and no carry-forward needed', () => {
    const result = calculateChildEducation(input(), 2026);
    expect(result.years).toHaveLength(13);
    // Year 1: 1,000 + 600 = 1,600; grant 320; earnings (1,600 + 320) x 6% = 115.20; total 2,035.20.
    expect(result.years[0]).toEqual({
      date: '2026-01-01',
      contributionCents: 1_600_00,
      grantCents: 320_00,
      earningsCents: 115_20,
      totalCents: 2_035_20,
    });
    // Year 2: 600, grant 120, earnings (2,035.20 + 720) x 6% = 165.312; total 2,920.512.
    expect(result.years[1]).toEqual({
      date: '2027-01-01',
      contributionCents: 600_00,
      grantCents: 120_00,
      earningsCents: 165_31,
      totalCents: 2_920_51,
    });
    expect(result.years.at(-1)?.date).toBe('2038-01-01');
    // 8,800 contributed; grants 320 + 12 x 120 = 1,760; the rest is earnings.
    expect(result).toMatchObject({
      endBalanceCents: 16_970_36,
      totalContributionCents: 8_800_00,
      totalGrantCents: 1_760_00,
      totalEarningsCents: 6_410_36,
    });
  });

  it('carries unused grant room forward from birth: 1,000 in year one at age 5, where the spec model gives 500', () => {
    // Year 1: 5,000 + 1,200 = 6,200; 20% = 1,240; room 500 x 6 = 3,000; yearly cap 1,000.
    const result = calculateChildEducation(
      input({ initialContribution: 5000, monthlyContribution: 100 }),
      2026,
    );
    expect(result.years.map((y) => y.grantCents)).toEqual([1_000_00, ...Array<number>(12).fill(240_00)]);
    expect(result.years[0]).toMatchObject({ earningsCents: 432_00, totalCents: 7_632_00 });
    expect(result).toMatchObject({
      endBalanceCents: 41_107_36,
      totalContributionCents: 20_600_00,
      totalGrantCents: 3_880_00,
    });
  });

  it('without room to carry forward (age 0) the first grant is 500, as in the spec model', () => {
    const result = calculateChildEducation(
      input({ age: 0, initialContribution: 5000, monthlyContribution: 100 }),
      2026,
    );
    expect(result.years).toHaveLength(18);
    expect(result.years[0]?.grantCents).toBe(500_00);
    expect(result.years[1]?.grantCents).toBe(240_00);
  });

  it('stops the grant when the 7,200 lifetime pool is used up', () => {
    // Age 1, 1,000 + 240 a month at 3%: grants 776, 576, 576, then room-bound 572 and 500 a year;
    // after year 13 (7,000 paid) year 14 gets the last 200 and later years none.
    const result = calculateChildEducation(
      input({ age: 1, initialContribution: 1000, monthlyContribution: 240, interestRate: 3 }),
      2026,
    );
    expect(result.years.map((y) => y.grantCents / 100)).toEqual([
      776, 576, 576, 572, 500, 500, 500, 500, 500, 500, 500, 500, 500, 200, 0, 0, 0,
    ]);
    expect(result).toMatchObject({
      endBalanceCents: 76_289_63,
      totalContributionCents: 49_960_00,
      totalGrantCents: 7_200_00,
      totalEarningsCents: 19_129_63,
    });
  });

  it('runs one year at age 17 and gives zeros for zero contributions', () => {
    const result = calculateChildEducation(
      input({ age: 17, initialContribution: 0, monthlyContribution: 0, interestRate: 3 }),
      2026,
    );
    expect(result).toEqual({
      lateGrantPaid: false,
      endBalanceCents: 0,
      totalContributionCents: 0,
      totalEarningsCents: 0,
      totalGrantCents: 0,
      years: [{ date: '2026-01-01', contributionCents: 0, grantCents: 0, earningsCents: 0, totalCents: 0 }],
    });
  });

  it('opened at 15 with 1,600 in its first year: grant at 15 only, none at 16 and 17 (N20)', () => {
    // Age 15, 1,000 + 50 a month, 6%. Year 1 (15): 1,600, grant 320, earnings 1,920 x 6% = 115.20,
    // total 2,035.20. By the end of the year the child turns 15: 1,600 < 2,000 and one year of
    // 100 or more, so no grant at 16 and 17. Year 2 (16): 600, earnings 2,635.20 x 6% = 158.112,
    // total 2,793.312. Year 3 (17): 600, earnings 3,393.312 x 6% = 203.59872, total 3,596.91072.
    const value = input({ age: 15 });
    const result = calculateChildEducation(value, 2026);
    expect(result.years.map((y) => [y.grantCents, y.earningsCents, y.totalCents])).toEqual([
      [320_00, 115_20, 2_035_20],
      [0, 158_11, 2_793_31],
      [0, 203_60, 3_596_91],
    ]);
    expect(result).toMatchObject({
      lateGrantPaid: false,
      endBalanceCents: 3_596_91,
      totalContributionCents: 2_800_00,
      totalGrantCents: 320_00,
      totalEarningsCents: 476_91,
    });
    expect(lateGrantNote(value, result)).toBe(CHILD_EDUCATION_MESSAGES.noLateGrantTooLittle);
  });

  it('opened at 15 with 2,000 or more by the end of that year: the grant goes on at 16 and 17 (N20)', () => {
    // Age 15, 2,000 + 50 a month, 6%. Year 1: 2,600, grant 520, earnings 3,120 x 6% = 187.20,
    // total 3,307.20. Year 2: 600, grant 120, earnings 4,027.20 x 6% = 241.632, total 4,268.832.
    // Year 3: 600, grant 120, earnings 4,988.832 x 6% = 299.32992, total 5,288.16192.
    const value = input({ age: 15, initialContribution: 2000 });
    const result = calculateChildEducation(value, 2026);
    expect(result.years.map((y) => [y.grantCents, y.earningsCents, y.totalCents])).toEqual([
      [520_00, 187_20, 3_307_20],
      [120_00, 241_63, 4_268_83],
      [120_00, 299_33, 5_288_16],
    ]);
    expect(result).toMatchObject({
      lateGrantPaid: true,
      endBalanceCents: 5_288_16,
      totalContributionCents: 3_800_00,
      totalGrantCents: 760_00,
      totalEarningsCents: 728_16,
    });
    expect(lateGrantNote(value, result)).toBeNull();
  });

  it('opened at 16: no grant in either year, and the page says why (N20)', () => {
    // Age 16, 1,000 + 50 a month, 6%. Year 1: 1,600, earnings 96, total 1,696.
    // Year 2: 600, earnings 2,296 x 6% = 137.76, total 2,433.76.
    const value = input({ age: 16 });
    const result = calculateChildEducation(value, 2026);
    expect(result.years.map((y) => [y.grantCents, y.earningsCents, y.totalCents])).toEqual([
      [0, 96_00, 1_696_00],
      [0, 137_76, 2_433_76],
    ]);
    expect(result).toMatchObject({
      lateGrantPaid: false,
      endBalanceCents: 2_433_76,
      totalContributionCents: 2_200_00,
      totalGrantCents: 0,
      totalEarningsCents: 233_76,
    });
    expect(lateGrantNote(value, result)).toBe(CHILD_EDUCATION_MESSAGES.noLateGrantOpenedLate);
  });

  it('opened at 17, even with 50,000 in: no grant (N20)', () => {
    // Age 17, 50,000 + 0 a month, 3%: earnings 1,500, total 51,500; the old model paid 1,000.
    const value = input({ age: 17, initialContribution: 50_000, monthlyContribution: 0, interestRate: 3 });
    const result = calculateChildEducation(value, 2026);
    expect(result.years).toEqual([
      {
        date: '2026-01-01',
        contributionCents: 50_000_00,
        grantCents: 0,
        earningsCents: 1_500_00,
        totalCents: 51_500_00,
      },
    ]);
    expect(result).toMatchObject({ lateGrantPaid: false, totalGrantCents: 0 });
    expect(lateGrantNote(value, result)).toBe(CHILD_EDUCATION_MESSAGES.noLateGrantOpenedLate);
  });

  it('counts four years of 100 or more by 15 as qualifying, three as not (N20)', () => {
    // 10 a month is 120 a year: from 12 that is four years (12 to 15) of 480 in all; from 13, three.
    const small = { initialContribution: 0, monthlyContribution: 10 };
    expect(qualifiesForLateGrant({ age: 12, ...small })).toBe(true);
    expect(qualifiesForLateGrant({ age: 13, ...small })).toBe(false);
    const from13 = calculateChildEducation(input({ age: 13, ...small }), 2026);
    // Grants 24 at 13, 14 and 15; none at 16 and 17.
    expect(from13.years.map((y) => y.grantCents)).toEqual([24_00, 24_00, 24_00, 0, 0]);
    const from12 = calculateChildEducation(input({ age: 12, ...small }), 2026);
    expect(from12.years.map((y) => y.grantCents)).toEqual(Array<number>(6).fill(24_00));
    // 2,000 exactly by the end of the year at 15 qualifies; a cent less does not; nothing counts from 16.
    expect(qualifiesForLateGrant({ age: 15, initialContribution: 2000, monthlyContribution: 0 })).toBe(true);
    expect(qualifiesForLateGrant({ age: 15, initialContribution: 1999.99, monthlyContribution: 0 })).toBe(
      false,
    );
    expect(qualifiesForLateGrant({ age: 16, initialContribution: 50_000, monthlyContribution: 240 })).toBe(
      false,
    );
  });

  it('never pays more than 1,000 of grant a year or 7,200 in all, and the balance grows with the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 3, max: 19 }),
        (age, initialContribution, monthlyContribution, interestRate) => {
          const value = { age, initialContribution, monthlyContribution, interestRate };
          const result = calculateChildEducation(value, 2026);
          for (const year of result.years) {
            expect(year.grantCents).toBeGreaterThanOrEqual(0);
            expect(year.grantCents).toBeLessThanOrEqual(RESP_GRANT.maxPerYearCents);
          }
          expect(result.totalGrantCents).toBeLessThanOrEqual(RESP_GRANT.lifetimeCents);
          const higher = calculateChildEducation({ ...value, interestRate: interestRate + 1 }, 2026);
          expect(higher.endBalanceCents).toBeGreaterThanOrEqual(result.endBalanceCents);
        },
      ),
    );
  });
});

describe('childEducationInputSchema (product-flows section 5, N20, N27)', () => {
  const errors = (value: unknown) => calculatorFieldErrors(childEducationInputSchema, value);

  it('accepts the defaults', () => {
    expect(errors(CHILD_EDUCATION_DEFAULTS)).toEqual({});
  });

  it('keeps each field in its range', () => {
    expect(errors(input({ initialContribution: 50_001 }))).toEqual({
      initialContribution: CHILD_EDUCATION_MESSAGES.initialRange,
    });
    expect(errors(input({ monthlyContribution: 241 }))).toEqual({
      monthlyContribution: CHILD_EDUCATION_MESSAGES.monthlyRange,
    });
    expect(errors(input({ monthlyContribution: -1 }))).toEqual({
      monthlyContribution: CHILD_EDUCATION_MESSAGES.monthlyRange,
    });
    expect(errors(input({ interestRate: 21 }))).toEqual({
      interestRate: CHILD_EDUCATION_MESSAGES.interestRange,
    });
    expect(errors(input({ age: 18 }))).toEqual({ age: CHILD_EDUCATION_MESSAGES.ageRange });
    expect(errors({})).toEqual({
      age: CHILD_EDUCATION_MESSAGES.ageRequired,
      initialContribution: CHILD_EDUCATION_MESSAGES.initialRequired,
      monthlyContribution: CHILD_EDUCATION_MESSAGES.monthlyRequired,
      interestRate: CHILD_EDUCATION_MESSAGES.interestRequired,
    });
  });

  it('needs an interest rate of at least 3 to calculate', () => {
    expect(errors(input({ interestRate: 2.5 }))).toEqual({
      interestRate: CHILD_EDUCATION_MESSAGES.interestTooLow,
    });
    expect(errors(input({ interestRate: 3 }))).toEqual({});
    expect(errors(input({ interestRate: 20 }))).toEqual({});
  });

  it('fires TOTAL_CONTRIBUTION when the initial amount plus all monthly contributions pass 50,000 (N20)', () => {
    expect(CHILD_EDUCATION_MESSAGES.totalContribution).toBe('Total contributions cannot exceed $50,000');
    // Age 0, 240 a month: 18 x 2,880 = 51,840.
    expect(errors(input({ age: 0, initialContribution: 0, monthlyContribution: 240 }))).toEqual({
      monthlyContribution: CHILD_EDUCATION_MESSAGES.totalContribution,
    });
    // Age 1: 17 x 2,880 = 48,960, plus 1,040 is exactly 50,000; one cent more is over.
    expect(errors(input({ age: 1, initialContribution: 1040, monthlyContribution: 240 }))).toEqual({});
    expect(errors(input({ age: 1, initialContribution: 1040.01, monthlyContribution: 240 }))).toEqual({
      monthlyContribution: CHILD_EDUCATION_MESSAGES.totalContribution,
    });
    // The initial amount alone may be 50,000 at any age when nothing is added monthly.
    expect(errors(input({ age: 0, initialContribution: 50_000, monthlyContribution: 0 }))).toEqual({});
  });
});
