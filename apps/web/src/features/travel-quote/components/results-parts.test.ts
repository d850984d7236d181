import { describe, expect, it } from 'vitest';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';
import { toggleCompare } from '#src/components/compare-tray.tsx';
import { comparisonSearch, sortRows } from './results-parts.tsx';
import { visibleByDeductible } from './travel-results.tsx';

const row = (
  policyName: string,
  company: string,
  premium: number,
  deductible: number | null,
  insurerCode = company,
): TravelQuoteRow => ({
  planCode: policyName,
  policyName,
  company,
  insurerCode,
  coverageAmount: 100000,
  deductibleAmount: deductible,
  premiumAmount: premium,
  monthly: null,
  link: null,
  questionnaireLink: null,
});

describe('results helpers', () => {
  const rows = [
    row('B plan', 'Zeta', 50, 0),
    row('A plan', 'Alpha', 80, 250),
    row('G plan', 'GMS', 60, null, 'GMS'),
    row('C plan', 'Beta', 40, 250),
  ];

  it('holds at most three plans in the compare tray and toggles them off', () => {
    let picks = toggleCompare([], rows[0]!);
    picks = toggleCompare(picks, rows[1]!);
    picks = toggleCompare(picks, rows[2]!);
    expect(toggleCompare(picks, rows[3]!)).toHaveLength(3);
    expect(toggleCompare(picks, rows[0]!).map((p) => p.plan)).toEqual(['A plan', 'G plan']);
    expect(comparisonSearch(picks)).toBe(
      'plan1=B+plan&company1=Zeta&plan2=A+plan&company2=Alpha&plan3=G+plan&company3=GMS',
    );
  });

  it('keeps the chosen or lowest deductible plus GMS, and sorts by premium or company', () => {
    expect(visibleByDeductible(rows, null).map((r) => r.policyName)).toEqual(['B plan', 'G plan']);
    expect(visibleByDeductible(rows, 250).map((r) => r.policyName)).toEqual(['A plan', 'G plan', 'C plan']);
    expect(sortRows(rows, 'premium').map((r) => r.premiumAmount)).toEqual([40, 50, 60, 80]);
    expect(sortRows(rows, 'company').map((r) => r.company)).toEqual(['Alpha', 'Beta', 'GMS', 'Zeta']);
  });
});
