// Investment calculator (product-flows sections 3, 4, 5 and 9; N21, N22, N31).
// For each year k = 1..years: balance = balance x (1 + r/n)^n (continuous: balance x 2.71828^r),
// then the additional contribution is added at the end of the year. Row k is dated 1 January of
// (currentYear + k - 1). Inputs are dollars as typed; the arithmetic runs in cents at full
// precision and each shown figure is rounded to the cent (N5, N31).

import { z } from 'zod';
import { COMPOUNDING_OPTIONS, CONTINUOUS_COMPOUNDING_BASE } from '../catalogue/options.ts';
import type { Compounding } from '../catalogue/options.ts';
import type { CivilDate } from '../dates/civil-date.ts';
import { dollarsToCents } from '../money/cents.ts';

export const INVESTMENT_LIMITS = {
  /** Years and return rate accept values up to 100 (product-flows section 5). */
  maxYears: 100,
  maxReturnRate: 100,
  /** Ours: keeps every figure a safe integer of cents, so a huge input gets a message, not a crash. */
  maxAmountDollars: 1_000_000_000,
  maxBalanceDollars: 1_000_000_000_000,
} as const;

/** Product-flows section 9; the additional contribution starts empty. */
export const INVESTMENT_DEFAULTS = {
  startingAmount: 10_000,
  years: 20,
  returnRate: 10,
  compound: 'annually',
} as const satisfies Partial<InvestmentInput>;

export const INVESTMENT_MESSAGES = {
  startingAmountRequired: 'Enter a starting amount',
  yearsRequired: 'Enter the number of years',
  returnRateRequired: 'Enter a return rate',
  compoundRequired: 'Choose how often interest compounds',
  amountNegative: 'Amount cannot be negative',
  amountTooLarge: 'Amount cannot be more than $1,000,000,000',
  yearsWhole: 'Years must be a whole number',
  yearsRange: 'Years must be between 1 and 100',
  returnRateRange: 'Return rate must be between 0% and 100%',
  balanceTooLarge: 'The balance would pass $1,000,000,000,000; lower the amount, years or return rate',
} as const;

const COMPOUND_VALUES = COMPOUNDING_OPTIONS.map((o) => o.value) as [Compounding, ...Compounding[]];

const amount = (requiredMessage: string) =>
  z
    .number({ error: requiredMessage })
    .min(0, INVESTMENT_MESSAGES.amountNegative)
    .max(INVESTMENT_LIMITS.maxAmountDollars, INVESTMENT_MESSAGES.amountTooLarge);

const investmentFieldsSchema = z.object({
  startingAmount: amount(INVESTMENT_MESSAGES.startingAmountRequired),
  years: z
    .number({ error: INVESTMENT_MESSAGES.yearsRequired })
    .int(INVESTMENT_MESSAGES.yearsWhole)
    .min(1, INVESTMENT_MESSAGES.yearsRange)
    .max(INVESTMENT_LIMITS.maxYears, INVESTMENT_MESSAGES.yearsRange),
  returnRate: z
    .number({ error: INVESTMENT_MESSAGES.returnRateRequired })
    .min(0, INVESTMENT_MESSAGES.returnRateRange)
    .max(INVESTMENT_LIMITS.maxReturnRate, INVESTMENT_MESSAGES.returnRateRange),
  compound: z.enum(COMPOUND_VALUES, { error: INVESTMENT_MESSAGES.compoundRequired }),
  // Optional and uncapped (N21): the 50,000 cap belongs to the RESP, not to this calculator.
  additionalContribution: amount(INVESTMENT_MESSAGES.amountNegative).optional(),
});

export type InvestmentInput = z.infer<typeof investmentFieldsSchema>;

/** The form's schema: required fields, ranges, and a final balance small enough to show. */
export const investmentInputSchema = investmentFieldsSchema.superRefine((input, ctx) => {
  // zod runs this even when a field failed; the balance only means something for valid fields.
  if (!investmentFieldsSchema.safeParse(input).success) return;
  const last = calculateInvestmentCents(input).at(-1);
  if (last !== undefined && !(last.balance <= INVESTMENT_LIMITS.maxBalanceDollars * 100)) {
    // Reported on years: it is the input that most often pushes the balance out of range.
    ctx.addIssue({ code: 'custom', path: ['years'], message: INVESTMENT_MESSAGES.balanceTooLarge });
  }
});

export interface InvestmentRow {
  /** 1 January of the row's year (N31). */
  date: CivilDate;
  /** Balance at the end of the year, after that year's contribution. */
  balanceCents: number;
  /** Interest earned to date: balance minus principal. */
  interestCents: number;
  /** Starting amount plus contributions to date. */
  principalCents: number;
}

/** One year's growth factor: (1 + r/n)^n, or 2.71828^r when compounding continuously (N22). */
export function yearlyGrowthFactor(compound: Compounding, returnRatePercent: number): number {
  const r = returnRatePercent / 100;
  const option = COMPOUNDING_OPTIONS.find((o) => o.value === compound);
  if (!option) throw new RangeError(`Unknown compounding: ${String(compound)}`);
  const n = option.periodsPerYear;
  return n === null ? CONTINUOUS_COMPOUNDING_BASE ** r : (1 + r / n) ** n;
}

/** Full-precision balance and principal in cents, one entry per year. */
function calculateInvestmentCents(input: InvestmentInput): { balance: number; principal: number }[] {
  const factor = yearlyGrowthFactor(input.compound, input.returnRate);
  const contribution = input.additionalContribution ? dollarsToCents(input.additionalContribution) : 0;
  let balance = dollarsToCents(input.startingAmount);
  let principal = balance;
  const years: { balance: number; principal: number }[] = [];
  for (let k = 1; k <= input.years; k += 1) {
    balance = balance * factor + contribution;
    principal += contribution;
    years.push({ balance, principal });
  }
  return years;
}

/**
 * The yearly rows of a valid input (parse it with `investmentInputSchema` first). `currentYear`
 * dates the first row; the caller reads the clock, this package never does.
 */
export function calculateInvestment(input: InvestmentInput, currentYear: number): InvestmentRow[] {
  return calculateInvestmentCents(input).map(({ balance, principal }, i) => ({
    date: `${currentYear + i}-01-01`,
    balanceCents: Math.round(balance),
    interestCents: Math.round(balance - principal),
    principalCents: principal,
  }));
}
