import { describe, expect, it } from 'vitest';
import { storedBestPremiumCents, travelBestPremiumCents } from './best-premium.ts';

describe('the best premium of a quote', () => {
  it('reads life rows of [plan, cents]', () => {
    const result = { quotes: [['T10', 2150], ['T20', 1990], 'junk'] };
    expect(storedBestPremiumCents('life', result, {})).toBe(1990);
    expect(storedBestPremiumCents('life', null, {})).toBeNull();
  });

  it("reads travel rows in dollars among those the results page shows for the request's deductible", () => {
    const result = {
      quotes: [
        ['A0', 0, 56.7],
        ['A1000', 1000, 28.95],
        ['GMS', null, 60],
        ['T', 0, [80.5, 40.25]],
      ],
    };
    // No deductible chosen: the lowest on offer ($0), the dash row kept.
    expect(storedBestPremiumCents('travel', result, {})).toBe(5670);
    expect(storedBestPremiumCents('travel', result, { deductible: 1000 })).toBe(2895);
    expect(
      travelBestPremiumCents(
        [
          { insurerCode: 'X', deductibleAmount: 0, premiumAmount: 56.7 },
          { insurerCode: 'X', deductibleAmount: 1000, premiumAmount: 28.95 },
          { insurerCode: 'GMS', deductibleAmount: null, premiumAmount: 50.1 },
        ],
        { deductible: 0 },
      ),
    ).toBe(5010);
  });
});
