import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NEEDS_INPUT,
  EMPTY_NEEDS_INPUT,
  needsFieldsFor,
  needsGroups,
  needsInputSchema,
  recommendCoverage,
  snapSliderValue,
  snapToClosest,
} from './needs-analysis.ts';
import type { NeedsInput } from './needs-analysis.ts';

const $ = (dollars: number) => dollars * 100;
const input = (answers: Partial<NeedsInput>): NeedsInput => ({ ...EMPTY_NEEDS_INPUT, ...answers });

describe('needs groups (N33)', () => {
  it('adds each group and applies the family-needs percent and the years to the income', () => {
    const groups = needsGroups(
      input({
        savings: $(20_000),
        investments: $(30_000),
        existingCoverage: $(100_000),
        outstandingMortgage: $(300_000),
        outstandingCarLoan: $(15_000),
        otherLoans: $(5_000),
        netIncome: $(80_000),
        familyNeeds: 70,
        financialBackup: 10,
        kidsEducationExpense: $(50_000),
        funeralExpenses: $(25_000),
        emergencyFunds: $(10_000),
        charitableDonations: $(0),
        capitalGainsTaxes: $(5_000),
        legacyFunds: $(10_000),
      }),
    );
    expect(groups).toEqual({
      group1: $(150_000),
      group2: $(320_000),
      group3: $(560_000),
      group4: $(100_000),
    });
  });
});

describe('term life and mortgage protection: need = g1 - g2 - (g3 + g4)', () => {
  it('a shortfall of 830,000 snaps to 850,000 (term) and 850,000 (mortgage)', () => {
    // g1 150,000 - g2 320,000 - (560,000 + 100,000) = -830,000; closest of 800k/850k is 850k.
    const answers = input({
      savings: $(150_000),
      outstandingMortgage: $(320_000),
      netIncome: $(80_000),
      familyNeeds: 70,
      financialBackup: 10,
      funeralExpenses: $(100_000),
    });
    expect(recommendCoverage('term-life', answers)).toEqual({ need: -$(830_000), coverageCents: $(850_000) });
    expect(recommendCoverage('mortgage-protection', answers).coverageCents).toBe($(850_000));
  });

  it('no shortfall gives the lowest amount', () => {
    expect(recommendCoverage('term-life', input({ savings: $(1_000_000) }))).toEqual({
      need: $(1_000_000),
      coverageCents: $(25_000),
    });
  });

  it('a tie snaps to the higher amount: 1,050,000 is between 1,000,000 and 1,100,000', () => {
    expect(recommendCoverage('term-life', input({ outstandingMortgage: $(1_050_000) })).coverageCents).toBe(
      $(1_100_000),
    );
  });

  it('a shortfall above the product maximum gives the maximum (critical illness 1,000,000, N38)', () => {
    expect(
      recommendCoverage('critical-illness', input({ outstandingMortgage: $(4_000_000) })).coverageCents,
    ).toBe($(1_000_000));
    expect(recommendCoverage('kids-life', input({ outstandingMortgage: $(120_000) })).coverageCents).toBe(
      $(125_000),
    );
  });
});

describe('whole life: the group 4 total, snapped', () => {
  it('sums only the one-time needs', () => {
    const answers = input({ savings: $(900_000), funeralExpenses: $(25_000), legacyFunds: $(160_000) });
    // 185,000 -> between 175,000 and 200,000, closer to 175,000
    expect(recommendCoverage('whole-life', answers)).toEqual({ need: $(185_000), coverageCents: $(175_000) });
    expect(needsFieldsFor('whole-life').map((f) => f.group)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(needsFieldsFor('term-life')).toHaveLength(15);
  });

  it('ties go up and nothing gives the lowest amount', () => {
    expect(recommendCoverage('whole-life', input({ legacyFunds: $(187_500) })).coverageCents).toBe(
      $(200_000),
    );
    expect(recommendCoverage('whole-life', input({})).coverageCents).toBe($(25_000));
  });
});

describe('sliders and typed amounts', () => {
  it.each([
    ['general', $(7_400), $(5_000)],
    ['general', $(7_500), $(10_000)], // tie goes up
    ['general', $(112_500), $(125_000)],
    ['general', $(12_000_000), $(10_000_000)],
    ['percent', 72, 70],
    ['percent', 73, 75],
    ['years', 49, 49],
    ['funeral', $(1_500_000), $(1_000_000)],
  ] as const)('a %s slider at %i snaps to %i', (kind, value, snapped) => {
    expect(snapSliderValue(kind, value)).toBe(snapped);
  });

  it.each([
    ['savings', $(10_000_000) + 1, 'Enter at most $10,000,000'],
    ['netIncome', $(2_000_001), 'Enter at most $2,000,000'],
    ['funeralExpenses', $(1_000_001), 'Enter at most $1,000,000'],
    ['familyNeeds', 101, 'Enter at most 100%'],
    ['financialBackup', 51, 'Enter at most 50 years'],
    ['financialBackup', -3, 'Enter 0 or more'],
    ['financialBackup', 2.5, 'Enter a whole number'],
    ['savings', undefined, 'Enter an amount ($0 if none)'],
    ['familyNeeds', undefined, 'Enter a percentage (0 if none)'],
    ['financialBackup', undefined, 'Enter a number of years (0 if none)'],
  ] as const)(
    'a typed %s of %s is refused with %j, not capped (product-flows section 5)',
    (name, typed, message) => {
      const result = needsInputSchema().safeParse({ ...DEFAULT_NEEDS_INPUT, [name]: typed });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[name, message]]);
    },
  );

  it('accepts each range’s largest value as typed', () => {
    expect(
      needsInputSchema().safeParse({
        ...DEFAULT_NEEDS_INPUT,
        savings: $(10_000_000),
        netIncome: $(1_234_567),
        familyNeeds: 100,
        financialBackup: 50,
      }).success,
    ).toBe(true);
  });

  it('snapToClosest needs values', () => {
    expect(() => snapToClosest(1, [])).toThrow(RangeError);
  });

  it('the form schema refuses out-of-range answers', () => {
    expect(needsInputSchema().safeParse(EMPTY_NEEDS_INPUT).success).toBe(true);
    expect(needsInputSchema().safeParse({ ...EMPTY_NEEDS_INPUT, familyNeeds: 101 }).success).toBe(false);
  });
});
