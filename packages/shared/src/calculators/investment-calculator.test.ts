import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatorFieldErrors } from './calculator-field-errors.ts';
import type { Compounding } from '../catalogue/options.ts';
import {
  calculateInvestment,
  INVESTMENT_DEFAULTS,
  INVESTMENT_MESSAGES,
  investmentInputSchema,
} from './investment-calculator.ts';
import type { InvestmentInput } from './investment-calculator.ts';

const input = (over: Partial<InvestmentInput> = {}): InvestmentInput => ({ ...INVESTMENT_DEFAULTS, ...over });
const finalBalance = (over: Partial<InvestmentInput>) =>
  calculateInvestment(input(over), 2026).at(-1)?.balanceCents;

describe('calculateInvestment (N31)', () => {
  it('the defaults give 10,000 x 1.1^20 = 67,274.9995 -> $67,275.00 after 20 yearly rows from 1 January of this year', () => {
    const rows = calculateInvestment(input(), 2026);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toEqual({
      date: '2026-01-01',
      balanceCents: 11_000_00,
      interestCents: 1_000_00,
      principalCents: 10_000_00,
    });
    expect(rows[1]).toMatchObject({ date: '2027-01-01', balanceCents: 12_100_00, interestCents: 2_100_00 });
    expect(rows.at(-1)).toEqual({
      date: '2045-01-01',
      balanceCents: 67_275_00,
      interestCents: 57_275_00,
      principalCents: 10_000_00,
    });
  });

  // One year of 1,000 at a rate of n% per period for each compounding frequency: (1 + r/n)^n.
  it.each<[Compounding, number, number]>([
    ['annually', 10, 1_100_00], // 1.1
    ['semiannually', 10, 1_102_50], // 1.05^2 = 1.1025
    ['quarterly', 8, 1_082_43], // 1.02^4 = 1.08243216
    ['monthly', 12, 1_126_83], // 1.01^12 = 1.12682503
    ['semimonthly', 24, 1_269_73], // 1.01^24 = 1.26973465
    ['biweekly', 26, 1_295_26], // 1.01^26 = 1.29525631
    ['weekly', 52, 1_677_69], // 1.01^52 = 1.67768892
    ['daily', 36.5, 1_440_25], // 1.001^365 = 1.44025039
  ])('compounds %s: 1,000 at %d%% for a year gives %d cents', (compound, returnRate, cents) => {
    expect(finalBalance({ startingAmount: 1000, years: 1, returnRate, compound })).toBe(cents);
  });

  it('compounds continuously with the base 2.71828, not Math.E (N22)', () => {
    // 1,000,000 x 2.71828 = 2,718,280.00 (Math.E would give 2,718,281.83).
    expect(
      finalBalance({ startingAmount: 1_000_000, years: 1, returnRate: 100, compound: 'continuously' }),
    ).toBe(2_718_280_00);
    // 10,000 x 2.71828^(0.1 x 20) = 73,890.46 (Math.E: 73,890.56).
    expect(finalBalance({ compound: 'continuously' })).toBe(73_890_46);
  });

  it('adds the additional contribution at the end of each year, counted in the principal', () => {
    // 1,000 at 10%: 1,100 + 100 = 1,200; 1,320 + 100 = 1,420; 1,562 + 100 = 1,662.
    const rows = calculateInvestment(
      input({ startingAmount: 1000, years: 3, additionalContribution: 100 }),
      2030,
    );
    expect(rows).toEqual([
      { date: '2030-01-01', balanceCents: 1_200_00, interestCents: 100_00, principalCents: 1_100_00 },
      { date: '2031-01-01', balanceCents: 1_420_00, interestCents: 220_00, principalCents: 1_200_00 },
      { date: '2032-01-01', balanceCents: 1_662_00, interestCents: 362_00, principalCents: 1_300_00 },
    ]);
  });

  it('has no contribution cap (N21): 100,000 a year is added in full', () => {
    const rows = calculateInvestment(
      input({ startingAmount: 0, years: 2, returnRate: 0, additionalContribution: 100_000 }),
      2026,
    );
    expect(rows.map((r) => r.balanceCents)).toEqual([100_000_00, 200_000_00]);
  });

  it('keeps full precision inside and rounds each shown figure to the cent', () => {
    // 0.01 at 50% annually: 0.015, 0.0225, 0.03375 -> shown 0.02, 0.02, 0.03 (not compounded from rounded values).
    const rows = calculateInvestment(input({ startingAmount: 0.01, years: 3, returnRate: 50 }), 2026);
    expect(rows.map((r) => r.balanceCents)).toEqual([2, 2, 3]);
  });

  it('balance grows with the rate and with the years', () => {
    const compound = fc.constantFrom<Compounding>(
      'annually',
      'semiannually',
      'quarterly',
      'monthly',
      'semimonthly',
      'biweekly',
      'weekly',
      'daily',
      'continuously',
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        compound,
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
        (startingAmount, years, rate, extra, c, additionalContribution) => {
          const base = { startingAmount, years, returnRate: rate, compound: c, additionalContribution };
          const at = (over: Partial<InvestmentInput>) => finalBalance({ ...base, ...over }) ?? 0;
          expect(at({ returnRate: rate + extra })).toBeGreaterThanOrEqual(at({}));
          expect(at({ years: years + 1 })).toBeGreaterThanOrEqual(at({}));
          const rows = calculateInvestment(input(base), 2026);
          rows.forEach((row, i) => {
            expect(row.balanceCents).toBeGreaterThanOrEqual(rows[i - 1]?.balanceCents ?? 0);
            expect(row.interestCents).toBe(row.balanceCents - row.principalCents);
          });
        },
      ),
    );
  });
});

describe('investmentInputSchema (product-flows section 5)', () => {
  const errors = (value: unknown) => calculatorFieldErrors(investmentInputSchema, value);

  it('accepts the defaults, with or without an additional contribution', () => {
    expect(errors(INVESTMENT_DEFAULTS)).toEqual({});
    expect(errors({ ...INVESTMENT_DEFAULTS, additionalContribution: 2500 })).toEqual({});
  });

  it('requires the starting amount, years, rate and compounding', () => {
    expect(errors({})).toEqual({
      startingAmount: INVESTMENT_MESSAGES.startingAmountRequired,
      years: INVESTMENT_MESSAGES.yearsRequired,
      returnRate: INVESTMENT_MESSAGES.returnRateRequired,
      compound: INVESTMENT_MESSAGES.compoundRequired,
    });
  });

  it('accepts years and rate up to 100 and refuses more', () => {
    expect(errors({ ...INVESTMENT_DEFAULTS, startingAmount: 1, years: 100, returnRate: 10 })).toEqual({});
    expect(errors({ ...INVESTMENT_DEFAULTS, years: 101 })).toEqual({ years: INVESTMENT_MESSAGES.yearsRange });
    expect(errors({ ...INVESTMENT_DEFAULTS, years: 0 })).toEqual({ years: INVESTMENT_MESSAGES.yearsRange });
    expect(errors({ ...INVESTMENT_DEFAULTS, years: 2.5 })).toEqual({ years: INVESTMENT_MESSAGES.yearsWhole });
    expect(errors({ ...INVESTMENT_DEFAULTS, returnRate: 100.5 })).toEqual({
      returnRate: INVESTMENT_MESSAGES.returnRateRange,
    });
    expect(errors({ ...INVESTMENT_DEFAULTS, returnRate: -1 })).toEqual({
      returnRate: INVESTMENT_MESSAGES.returnRateRange,
    });
  });

  it('refuses negative amounts and an unknown compounding', () => {
    expect(errors({ ...INVESTMENT_DEFAULTS, startingAmount: -5, additionalContribution: -1 })).toEqual({
      startingAmount: INVESTMENT_MESSAGES.amountNegative,
      additionalContribution: INVESTMENT_MESSAGES.amountNegative,
    });
    expect(errors({ ...INVESTMENT_DEFAULTS, compound: 'hourly' })).toEqual({
      compound: INVESTMENT_MESSAGES.compoundRequired,
    });
  });

  it('answers a balance too large to show with a message instead of a crash', () => {
    expect(errors({ ...INVESTMENT_DEFAULTS, years: 100, returnRate: 100 })).toEqual({
      years: INVESTMENT_MESSAGES.balanceTooLarge,
    });
    expect(errors({ ...INVESTMENT_DEFAULTS, startingAmount: 1e300 })).toEqual({
      startingAmount: INVESTMENT_MESSAGES.amountTooLarge,
    });
  });
});
