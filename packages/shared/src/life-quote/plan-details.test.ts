import { describe, expect, it } from 'vitest';
import { lifeRateRows } from './life-rates.ts';
import { EMPTY_PLAN_DETAILS, planDetailCells, planDetailRows, parsePlanDetails } from './plan-details.ts';

const HEADER =
  'insurer_code,plan_code,plan_name,payment_period,gender,smoker,illness_covered,policy_fee,underwriting,renewable_to_age,riders,age_18,age_19';
const LINE =
  'MANULIFE,M-T,Term Plan,0,male,no,,50.00,simplified-issue,85,Terminal illness advance; Waiver of premium ,1.0000,1.1000';

describe('plan details in a rate sheet', () => {
  it('reads any of the optional detail columns in any order; absent ones are defaults', () => {
    const [row] = lifeRateRows(HEADER.split(','), [LINE.split(',')]);
    expect(row?.details).toEqual({
      ...EMPTY_PLAN_DETAILS,
      underwriting: 'simplified-issue',
      renewableToAge: 85,
      riders: ['Terminal illness advance', 'Waiver of premium'],
    });
    expect(row?.annualRatesPer1000).toEqual([10_000, 11_000]);
  });

  it('leaves details out of sheets without the columns', () => {
    const header = HEADER.replace(',underwriting,renewable_to_age,riders', '').split(',');
    const [row] = lifeRateRows(header, [LINE.split(',').filter((_, i) => i < 8 || i > 10)]);
    expect(row?.details).toBeUndefined();
    expect(planDetailRows(row?.details).map((r) => r.value)).toEqual([
      'Not applicable',
      'Not applicable',
      'Not stated',
      'Not stated',
      'None',
      'Not stated',
    ]);
  });

  it.each([
    [{ underwriting: 'blood-test' }, /underwriting must be/],
    [{ renewable_to_age: 'eighty' }, /bad renewable_to_age/],
    [{ max_coverage: '1,000,000' }, /bad max_coverage/],
  ])('refuses %o', (cells, message) => {
    expect(() => parsePlanDetails(cells)).toThrow(message);
  });

  it('writes cells the reader reads back', () => {
    const details = {
      renewableToAge: 80,
      convertibleToAge: 70,
      underwriting: 'medical-exam' as const,
      maxCoverageCents: 1_000_000_00,
      riders: ['A', 'B'],
      goodToKnow: 'Premiums are guaranteed.',
    };
    const cells = planDetailCells(details);
    expect(
      parsePlanDetails({
        renewable_to_age: cells[0],
        convertible_to_age: cells[1],
        underwriting: cells[2],
        max_coverage: cells[3],
        riders: cells[4],
        good_to_know: cells[5],
      }),
    ).toEqual(details);
    expect(planDetailRows(details)).toEqual([
      { label: 'Renewable to', value: 'Age 80' },
      { label: 'Convertible until', value: 'Age 70' },
      { label: 'Underwriting', value: 'Medical exam' },
      { label: 'Maximum coverage', value: '$1,000,000' },
      { label: 'Living benefits and riders included', value: 'A, B' },
      { label: 'Good to know', value: 'Premiums are guaranteed.' },
    ]);
  });
});
