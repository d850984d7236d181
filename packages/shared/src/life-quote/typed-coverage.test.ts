import { describe, expect, it } from 'vitest';
import { LIFE_COVERAGE_AMOUNTS_CENTS } from '../catalogue/options.ts';
import { readTypedCoverage } from './typed-coverage.ts';

describe('readTypedCoverage', () => {
  it('takes an amount offered as it is', () => {
    expect(readTypedCoverage('term-life', 750_000)).toEqual({
      ok: true,
      cents: 75_000_000,
      index: LIFE_COVERAGE_AMOUNTS_CENTS['term-life'].indexOf(75_000_000),
      snapped: false,
    });
  });

  it('snaps to the closest amount offered, a tie to the higher', () => {
    expect(readTypedCoverage('term-life', 740_000)).toMatchObject({
      ok: true,
      cents: 75_000_000,
      snapped: true,
    });
    expect(readTypedCoverage('term-life', 37_500)).toMatchObject({
      ok: true,
      cents: 5_000_000,
      snapped: true,
    });
    expect(readTypedCoverage('term-life', 1_120_000)).toMatchObject({ ok: true, cents: 110_000_000 });
  });

  it('refuses an amount outside the range with the range', () => {
    expect(readTypedCoverage('term-life', 10_000)).toEqual({
      ok: false,
      message: 'Please enter an amount from $25,000 to $5,000,000',
    });
    expect(readTypedCoverage('kids-life', 300_000)).toEqual({
      ok: false,
      message: 'Please enter an amount from $25,000 to $250,000',
    });
    expect(readTypedCoverage('term-life', Number.NaN).ok).toBe(false);
  });
});
