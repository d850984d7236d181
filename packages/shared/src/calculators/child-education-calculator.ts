// Child education (RESP) calculator (product-flows sections 3, 4, 5 and 9; N20, N32).
// For year k = 1..(18 - age):
//   contribution_k = 12 x monthly, plus the initial amount in year 1
//   grant_k = min(20% of contribution_k, 1,000, 500 x (age + k) - grants paid before year k,
//                 7,200 - grants paid before year k)     (grant room accrues from birth, N20)
//   except in the years the child is 16 or 17 (age + k - 1 >= 16): no grant unless, by the end of
//   the year the child turned 15, at least 2,000 was contributed or at least 100 in each of four
//   years (the federal rule, N20); a plan opened at 16 or 17 has neither.
//   earnings_k = (total_{k-1} + contribution_k + grant_k) x interest / 100
//   total_k = total_{k-1} + contribution_k + grant_k + earnings_k
// Inputs are dollars as typed; the arithmetic runs in cents at full precision and each shown
// figure is rounded to the cent (N5, N32).

import { z } from 'zod';
import type { CivilDate } from '../dates/civil-date.ts';
import { dollarsToCents } from '../money/cents.ts';
import { FIELD_ERROR_MESSAGES } from '../validation/messages.ts';

export const CHILD_EDUCATION_LIMITS = {
  /** Ages offered in the list; the plan runs until the child turns 18. */
  minAge: 0,
  maxAge: 17,
  endAge: 18,
  maxInitialDollars: 50_000,
  maxMonthlyDollars: 240,
  /** Typed interest is accepted from 0 to 20; calculating needs at least 3 (product-flows section 5). */
  maxInterest: 20,
  minInterestToCalculate: 3,
  /** Lifetime RESP contribution limit (N20). */
  lifetimeContributionDollars: 50_000,
} as const;

/** Canada Education Savings Grant, basic rate (N20). */
export const RESP_GRANT = {
  rate: 0.2,
  roomPerYearCents: 500_00,
  maxPerYearCents: 1_000_00,
  lifetimeCents: 7_200_00,
} as const;

/** A beneficiary aged 16 or 17 gets the grant only after these contributions by 15 (N20). */
export const RESP_LATE_GRANT = {
  fromAge: 16,
  byAge: 15,
  minTotalCents: 2_000_00,
  minYearCents: 100_00,
  minYears: 4,
} as const;

/** Product-flows section 3. */
export const CHILD_EDUCATION_DEFAULTS = {
  age: 5,
  initialContribution: 1_000,
  monthlyContribution: 50,
  interestRate: 6,
} as const satisfies ChildEducationInput;

export const CHILD_EDUCATION_MESSAGES = {
  ageRequired: 'Choose the child’s age',
  ageRange: 'Age must be between 0 and 17',
  initialRequired: 'Enter an initial contribution',
  initialRange: 'Initial contribution must be between $0 and $50,000',
  monthlyRequired: 'Enter a monthly contribution',
  monthlyRange: 'Monthly contribution must be between $0 and $240',
  interestRequired: 'Enter an interest rate',
  interestRange: 'Interest rate must be between 0% and 20%',
  interestTooLow: 'Interest rate must be at least 3% to calculate',
  totalContribution: FIELD_ERROR_MESSAGES.TOTAL_CONTRIBUTION,
  /** Beside the result when the grant stops at 16 (N20). */
  noLateGrantOpenedLate:
    'No grant: a child of 16 or 17 gets the Canada Education Savings Grant only if, by the end of the year they turned 15, at least $2,000 had been contributed or at least $100 a year in any four years. A plan opened at 16 or 17 has neither.',
  noLateGrantTooLittle:
    'No grant at 16 and 17: by the end of the year your child turns 15 this plan has less than $2,000 in contributions and fewer than four years of $100 or more, which the Canada Education Savings Grant needs for a child of 16 or 17.',
} as const;

const L = CHILD_EDUCATION_LIMITS;
const M = CHILD_EDUCATION_MESSAGES;

const childEducationFieldsSchema = z.object({
  age: z.number({ error: M.ageRequired }).int(M.ageRange).min(L.minAge, M.ageRange).max(L.maxAge, M.ageRange),
  initialContribution: z
    .number({ error: M.initialRequired })
    .min(0, M.initialRange)
    .max(L.maxInitialDollars, M.initialRange),
  monthlyContribution: z
    .number({ error: M.monthlyRequired })
    .min(0, M.monthlyRange)
    .max(L.maxMonthlyDollars, M.monthlyRange),
  interestRate: z
    .number({ error: M.interestRequired })
    .min(0, M.interestRange)
    .max(L.maxInterest, M.interestRange)
    .refine((rate) => rate >= L.minInterestToCalculate, M.interestTooLow),
});

export type ChildEducationInput = z.infer<typeof childEducationFieldsSchema>;

/** Years the plan runs: 18 minus the age (product-flows section 5). */
export const childEducationYears = (age: number): number => L.endAge - age;

/** Initial amount plus every monthly contribution over all the plan's years, in cents (N20). */
export function totalPlannedContributionCents(
  input: Pick<ChildEducationInput, 'age' | 'initialContribution' | 'monthlyContribution'>,
): number {
  return (
    dollarsToCents(input.initialContribution) +
    12 * childEducationYears(input.age) * dollarsToCents(input.monthlyContribution)
  );
}

/**
 * What Calculate needs: every field in range, interest 3 to 20, and the lifetime total of
 * contributions at most 50,000 (TOTAL_CONTRIBUTION, N20; reported under the monthly amount,
 * the one that grows with the years).
 */
export const childEducationInputSchema = childEducationFieldsSchema.superRefine((input, ctx) => {
  if (!childEducationFieldsSchema.safeParse(input).success) return;
  if (totalPlannedContributionCents(input) > L.lifetimeContributionDollars * 100) {
    ctx.addIssue({ code: 'custom', path: ['monthlyContribution'], message: M.totalContribution });
  }
});

export interface ChildEducationYear {
  /** 1 January of the year, from the current year on (N32). */
  date: CivilDate;
  contributionCents: number;
  /** That year's grant. */
  grantCents: number;
  /** That year's earnings. */
  earningsCents: number;
  /** The plan's value at the end of the year. */
  totalCents: number;
}

export interface ChildEducationResult {
  /**
   * Whether the grant is paid in the years the child is 16 and 17 (N20); false when the plan
   * opens at 16 or 17 or has too little in it by the end of the year the child turns 15.
   */
  lateGrantPaid: boolean;
  endBalanceCents: number;
  totalContributionCents: number;
  totalEarningsCents: number;
  totalGrantCents: number;
  years: ChildEducationYear[];
}

/** The child's age during year k (1-based) of a plan opened at `age`. */
const ageInYear = (age: number, k: number): number => age + k - 1;

/**
 * The federal rule for a beneficiary aged 16 or 17 (N20): by the end of the year the child turned
 * 15, at least 2,000 contributed, or at least 100 in each of any four years. The plan's own years
 * only: a plan opened at the chosen age is assumed to have nothing before it.
 */
export function qualifiesForLateGrant(
  input: Pick<ChildEducationInput, 'age' | 'initialContribution' | 'monthlyContribution'>,
): boolean {
  const monthlyCents = dollarsToCents(input.monthlyContribution);
  const initialCents = dollarsToCents(input.initialContribution);
  let total = 0;
  let yearsOf100 = 0;
  for (let k = 1; ageInYear(input.age, k) <= RESP_LATE_GRANT.byAge; k += 1) {
    const contribution = 12 * monthlyCents + (k === 1 ? initialCents : 0);
    total += contribution;
    if (contribution >= RESP_LATE_GRANT.minYearCents) yearsOf100 += 1;
  }
  return total >= RESP_LATE_GRANT.minTotalCents || yearsOf100 >= RESP_LATE_GRANT.minYears;
}

/** What the page says beside the result when no grant is paid at 16 and 17 (N20), else null. */
export function lateGrantNote(input: Pick<ChildEducationInput, 'age'>, result: ChildEducationResult) {
  if (result.lateGrantPaid) return null;
  return input.age >= RESP_LATE_GRANT.fromAge
    ? CHILD_EDUCATION_MESSAGES.noLateGrantOpenedLate
    : CHILD_EDUCATION_MESSAGES.noLateGrantTooLittle;
}

/**
 * The result of a valid input (parse it with `childEducationInputSchema` first). `currentYear`
 * dates the first year; the caller reads the clock, this package never does.
 */
export function calculateChildEducation(
  input: ChildEducationInput,
  currentYear: number,
): ChildEducationResult {
  const years = childEducationYears(input.age);
  const monthlyCents = dollarsToCents(input.monthlyContribution);
  const initialCents = dollarsToCents(input.initialContribution);
  const lateGrantPaid = qualifiesForLateGrant(input);
  let total = 0;
  let grantsPaid = 0;
  let contributions = 0;
  let earningsSum = 0;
  const rows: ChildEducationYear[] = [];
  for (let k = 1; k <= years; k += 1) {
    const contribution = 12 * monthlyCents + (k === 1 ? initialCents : 0);
    const grantable = lateGrantPaid || ageInYear(input.age, k) < RESP_LATE_GRANT.fromAge;
    const grant = !grantable
      ? 0
      : Math.max(
          0,
          Math.min(
            RESP_GRANT.rate * contribution,
            RESP_GRANT.maxPerYearCents,
            RESP_GRANT.roomPerYearCents * (input.age + k) - grantsPaid,
            RESP_GRANT.lifetimeCents - grantsPaid,
          ),
        );
    const earnings = ((total + contribution + grant) * input.interestRate) / 100;
    total += contribution + grant + earnings;
    grantsPaid += grant;
    contributions += contribution;
    earningsSum += earnings;
    rows.push({
      date: `${currentYear + k - 1}-01-01`,
      contributionCents: contribution,
      grantCents: Math.round(grant),
      earningsCents: Math.round(earnings),
      totalCents: Math.round(total),
    });
  }
  return {
    lateGrantPaid,
    endBalanceCents: Math.round(total),
    totalContributionCents: contributions,
    totalEarningsCents: Math.round(earningsSum),
    totalGrantCents: Math.round(grantsPaid),
    years: rows,
  };
}
