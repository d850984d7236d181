import { describe, expect, it } from 'vitest';
import { compactDollars, yearOf } from './calculator-format.ts';

describe('chart axis labels', () => {
  it.each([
    [0, '$0'],
    [900, '$900'],
    [4500, '$4.5K'],
    [80_000, '$80K'],
    [1_250_000, '$1.3M'],
    [2_000_000_000, '$2B'],
    [3.5e12, '$3.5T'],
  ])('%d dollars -> %s', (dollars, label) => {
    expect(compactDollars(dollars)).toBe(label);
  });

  it('reads the year of a row date', () => {
    expect(yearOf('2045-01-01')).toBe('2045');
  });
});
