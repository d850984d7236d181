import { describe, expect, it } from 'vitest';
import { compareBenefits, COMPARISON_MESSAGES, comparisonRequestSchema } from './comparison.ts';

const base = { plan1: 'A', company1: 'TuGo', plan2: 'B', company2: 'GMS', type: 'visitors-to-canada' };

describe('comparisonRequestSchema', () => {
  it('takes two plans, or three with both plan 3 values', () => {
    expect(comparisonRequestSchema.safeParse(base).success).toBe(true);
    expect(comparisonRequestSchema.safeParse({ ...base, plan3: 'C', company3: 'Manulife' }).success).toBe(
      true,
    );
  });

  it('refuses plan 3 without its company, a missing plan 2 and products without comparison', () => {
    expect(comparisonRequestSchema.safeParse({ ...base, plan3: 'C' }).error?.issues[0]?.message).toBe(
      COMPARISON_MESSAGES.plan3,
    );
    expect(comparisonRequestSchema.safeParse({ ...base, plan2: '' }).success).toBe(false);
    expect(
      comparisonRequestSchema.safeParse({ ...base, type: 'canadian-snowbirds' }).error?.issues[0]?.message,
    ).toBe(COMPARISON_MESSAGES.type);
  });
});

describe('compareBenefits', () => {
  it('maps each benefit to one value per plan with null where a plan lacks it', () => {
    expect(
      compareBenefits([
        [
          { key: 'Dental', value: '$1,000' },
          { key: 'Refund', value: 'Full' },
        ],
        [{ key: 'Dental', value: '$3,000' }],
      ]),
    ).toEqual({ Dental: ['$1,000', '$3,000'], Refund: ['Full', null] });
  });
});
