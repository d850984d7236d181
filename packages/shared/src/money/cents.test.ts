import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCad, groupThousands } from './cents.ts';

describe('dollarsToCents (N5)', () => {
  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.15, 115],
    [4.35, 435],
    [1234.56, 123456],
    [0, 0],
    [-0, 0],
    [-12.34, -1234],
    [100000, 10000000],
    ['19.99', 1999],
    [' 5 ', 500],
    ['5.', 500],
    ['0.5', 50],
    ['1.005', 101],
    ['1.004', 100],
    ['-0.001', 0],
    [1e-7, 0],
  ])('%j -> %j', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('is exact for every 2-decimal amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(dollarsToCents(cents / 100)).toBe(cents);
        expect(dollarsToCents((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });

  it.each([NaN, Infinity, '', 'abc', '$5', '1,000', '.5', '1e3', 1e300])('refuses %j', (dollars) => {
    expect(() => dollarsToCents(dollars)).toThrow(RangeError);
  });
});

describe('centsToDollars (N40)', () => {
  it('gives a number with at most 2 decimals', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(JSON.stringify({ premiumAmount: centsToDollars(12345) })).toBe('{"premiumAmount":123.45}');
    expect(centsToDollars(30)).toBe(0.3);
    expect(centsToDollars(-5)).toBe(-0.05);
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });
});

describe('formatCad (en-CA)', () => {
  it.each([
    [123456, '$1,234.56'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [99999999, '$999,999.99'],
    [500_000_000, '$5,000,000.00'],
    [-123456, '-$1,234.56'],
  ])('%j -> %j', (cents, shown) => {
    expect(formatCad(cents)).toBe(shown);
  });

  it('can drop zero cents for whole-dollar labels', () => {
    expect(formatCad(2_500_000, { omitZeroCents: true })).toBe('$25,000');
    expect(formatCad(2_500_050, { omitZeroCents: true })).toBe('$25,000.50');
  });

  it('matches Intl en-CA for ordinary amounts', () => {
    const intl = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
    for (const cents of [0, 7, 123456, 100000000]) expect(formatCad(cents)).toBe(intl.format(cents / 100));
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCad(0.5)).toThrow(RangeError);
  });
});

describe('groupThousands', () => {
  it("groups whole numbers as toLocaleString('en-CA') does", () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(groupThousands(n)).toBe(n.toLocaleString('en-CA'));
      }),
    );
    expect(groupThousands(3000)).toBe('3,000');
    expect(groupThousands(28)).toBe('28');
  });

  it('groups only the whole part of a number with decimals, and keeps a minus sign', () => {
    expect(groupThousands(1234.5)).toBe('1,234.5');
    expect(groupThousands(0.12345)).toBe('0.12345');
    expect(groupThousands(-1234567)).toBe('-1,234,567');
  });
});
