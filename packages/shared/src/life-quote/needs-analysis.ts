// Life needs analysis (product-flows section 9, N33, N38). Amounts are integer cents (N5);
// familyNeeds is a percent, financialBackup a number of years.
//   group 1 (what the family has): savings + investments + existingCoverage
//   group 2 (debts to clear): outstandingMortgage + outstandingCarLoan + otherLoans
//   group 3 (income to replace): netIncome x familyNeeds / 100 x financialBackup
//   group 4 (one-time needs): kidsEducationExpense + funeralExpenses + emergencyFunds +
//            charitableDonations + capitalGainsTaxes + legacyFunds
// Term life, mortgage protection, and (N38) critical illness and kids life:
//   need = group 1 - group 2 - (group 3 + group 4); a shortfall (negative need) snaps its
//   absolute value to the closest coverage amount of the product, no shortfall gives the
//   product's lowest amount. Whole life asks group 4 only and snaps its sum. Ties snap higher.

import { z } from 'zod';
import { LIFE_COVERAGE_AMOUNTS_CENTS } from '../catalogue/options.ts';
import type { LifeQuoteSlug } from '../catalogue/options.ts';
import { formatCad } from '../money/cents.ts';
import { onFirstUse } from '../validation/on-first-use.ts';

export type NeedsRangeKind = 'general' | 'funeral' | 'income' | 'percent' | 'years';

/** Ranges of product-flows section 9; money ranges in cents. */
export const NEEDS_RANGES: Readonly<Record<NeedsRangeKind, { min: number; max: number }>> = {
  general: { min: 0, max: 10_000_000_00 },
  funeral: { min: 0, max: 1_000_000_00 },
  income: { min: 0, max: 2_000_000_00 },
  percent: { min: 0, max: 100 },
  years: { min: 0, max: 50 },
};

export const NEEDS_FIELDS = [
  { name: 'savings', label: 'Savings', group: 1, range: 'general' },
  { name: 'investments', label: 'Investments (RRSP, TFSA, non-registered)', group: 1, range: 'general' },
  { name: 'existingCoverage', label: 'Existing life insurance coverage', group: 1, range: 'general' },
  { name: 'outstandingMortgage', label: 'Outstanding mortgage', group: 2, range: 'general' },
  { name: 'outstandingCarLoan', label: 'Outstanding car loan', group: 2, range: 'general' },
  { name: 'otherLoans', label: 'Other loans and credit cards', group: 2, range: 'general' },
  { name: 'netIncome', label: 'Your yearly net income', group: 3, range: 'income' },
  { name: 'familyNeeds', label: 'Share of your income your family needs (%)', group: 3, range: 'percent' },
  { name: 'financialBackup', label: 'Years of financial backup', group: 3, range: 'years' },
  { name: 'kidsEducationExpense', label: "Kids' education", group: 4, range: 'general' },
  {
    name: 'funeralExpenses',
    label: 'Funeral expenses (typically $20,000 to $30,000)',
    group: 4,
    range: 'funeral',
  },
  { name: 'emergencyFunds', label: 'Emergency funds', group: 4, range: 'general' },
  { name: 'charitableDonations', label: 'Charitable donations', group: 4, range: 'general' },
  {
    name: 'capitalGainsTaxes',
    label: 'Capital gains taxes (50% of gains are taxable)',
    group: 4,
    range: 'general',
  },
  { name: 'legacyFunds', label: 'Legacy for your heirs', group: 4, range: 'general' },
] as const;

export type NeedsFieldName = (typeof NEEDS_FIELDS)[number]['name'];
export type NeedsInput = Record<NeedsFieldName, number>;

/** The questions a product's calculator asks: whole life asks group 4 only (N33). */
export function needsFieldsFor(product: LifeQuoteSlug): readonly (typeof NEEDS_FIELDS)[number][] {
  return product === 'whole-life' ? NEEDS_FIELDS.filter((f) => f.group === 4) : NEEDS_FIELDS;
}

export const EMPTY_NEEDS_INPUT: NeedsInput = Object.fromEntries(
  NEEDS_FIELDS.map((f) => [f.name, 0]),
) as NeedsInput;

/** Typical answers the form starts from. */
export const DEFAULT_NEEDS_INPUT: NeedsInput = {
  ...EMPTY_NEEDS_INPUT,
  netIncome: 60_000_00,
  familyNeeds: 70,
  financialBackup: 10,
  funeralExpenses: 25_000_00,
};

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/**
 * The discrete slider values of each range (the spec says they are discrete, not which):
 * money by 5,000 to 100,000, by 25,000 to 1,000,000, by 100,000 to 2,000,000, by 500,000 above;
 * percent by 5, years by 1.
 */
export const NEEDS_SLIDER_VALUES: Readonly<Record<NeedsRangeKind, readonly number[]>> = {
  general: moneySteps(NEEDS_RANGES.general.max),
  funeral: moneySteps(NEEDS_RANGES.funeral.max),
  income: moneySteps(NEEDS_RANGES.income.max),
  percent: range(0, 100, 5),
  years: range(0, 50, 1),
};

function moneySteps(maxCents: number): number[] {
  const d = 100;
  const all = [
    ...range(0, 100_000 * d, 5_000 * d),
    ...range(125_000 * d, 1_000_000 * d, 25_000 * d),
    ...range(1_100_000 * d, 2_000_000 * d, 100_000 * d),
    ...range(2_500_000 * d, 10_000_000 * d, 500_000 * d),
  ];
  return all.filter((v) => v <= maxCents);
}

/** The closest of `values` (ascending) to `target`; a tie takes the higher one (N33). */
export function snapToClosest(target: number, values: readonly number[]): number {
  let best: number | undefined;
  for (const value of values) {
    if (best === undefined || Math.abs(value - target) <= Math.abs(best - target)) best = value;
  }
  if (best === undefined) throw new RangeError('No values to snap to');
  return best;
}

/** A slider position snapped to its range's steps. */
export function snapSliderValue(kind: NeedsRangeKind, value: number): number {
  return snapToClosest(value, NEEDS_SLIDER_VALUES[kind]);
}

export interface NeedsGroups {
  group1: number;
  group2: number;
  group3: number;
  group4: number;
}

export function needsGroups(input: NeedsInput): NeedsGroups {
  return {
    group1: input.savings + input.investments + input.existingCoverage,
    group2: input.outstandingMortgage + input.outstandingCarLoan + input.otherLoans,
    group3: Math.round(((input.netIncome * input.familyNeeds) / 100) * input.financialBackup),
    group4:
      input.kidsEducationExpense +
      input.funeralExpenses +
      input.emergencyFunds +
      input.charitableDonations +
      input.capitalGainsTaxes +
      input.legacyFunds,
  };
}

export interface NeedsResult {
  /** group 1 - group 2 - (group 3 + group 4); whole life: the group 4 total. Cents. */
  need: number;
  /** The coverage amount to quote, one of the product's amounts (N12). Cents. */
  coverageCents: number;
}

/** The recommended coverage of a product's needs analysis (N33, N38). */
export function recommendCoverage(product: LifeQuoteSlug, input: NeedsInput): NeedsResult {
  const amounts = LIFE_COVERAGE_AMOUNTS_CENTS[product];
  const groups = needsGroups(input);
  if (product === 'whole-life') {
    return { need: groups.group4, coverageCents: snapToClosest(groups.group4, amounts) };
  }
  const need = groups.group1 - groups.group2 - (groups.group3 + groups.group4);
  const lowest = amounts[0];
  if (lowest === undefined) throw new RangeError(`No coverage amounts for ${product}`);
  return { need, coverageCents: need < 0 ? snapToClosest(-need, amounts) : lowest };
}

const MONEY_KINDS: readonly NeedsRangeKind[] = ['general', 'funeral', 'income'];

/** A range's largest value as people read it: '$10,000,000', '100%', '50 years'. */
function rangeTop(kind: NeedsRangeKind): string {
  const { max } = NEEDS_RANGES[kind];
  if (kind === 'percent') return `${max}%`;
  if (kind === 'years') return `${max} years`;
  return formatCad(max, { omitZeroCents: true });
}

/** What each kind of question says when it is empty or past its range (product-flows section 5). */
export function needsMessages(kind: NeedsRangeKind): { required: string; negative: string; range: string } {
  const required =
    kind === 'percent'
      ? 'Enter a percentage (0 if none)'
      : kind === 'years'
        ? 'Enter a number of years (0 if none)'
        : 'Enter an amount ($0 if none)';
  return { required, negative: 'Enter 0 or more', range: `Enter at most ${rangeTop(kind)}` };
}

/**
 * Form schema: every answer given and inside its range. A typed amount is accepted only if at
 * most the range's largest value (product-flows section 5): it is refused with a message, never
 * capped. Money answers are whole cents, percent and years whole numbers. Made on the calculator's
 * first check (ADR 0134): the results pages load this module for `snapToClosest` only.
 */
export const needsInputSchema = onFirstUse(() =>
  z.object(
    Object.fromEntries(
      NEEDS_FIELDS.map((f) => {
        const { required, negative, range } = needsMessages(f.range);
        return [
          f.name,
          z
            .number({ error: required })
            .int(MONEY_KINDS.includes(f.range) ? required : 'Enter a whole number')
            .min(NEEDS_RANGES[f.range].min, negative)
            .max(NEEDS_RANGES[f.range].max, range),
        ];
      }),
    ) as Record<NeedsFieldName, z.ZodNumber>,
  ),
);
