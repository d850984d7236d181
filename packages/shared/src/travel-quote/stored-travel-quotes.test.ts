import { describe, expect, it } from 'vitest';
import { decodeStoredTravelQuotes, encodeStoredTravelQuotes } from './stored-travel-quotes.ts';

const rows = [
  { planCode: 'DESTINATION_VISITOR', deductibleAmount: 0, premiumAmount: 576.3, monthly: null },
  {
    planCode: 'BLUE_CROSS_VISITOR',
    deductibleAmount: 1000,
    premiumAmount: 1234.05,
    monthly: { instalmentAmount: 102.84, depositAmount: 205.68 },
  },
  { planCode: 'TUGO_MULTI', deductibleAmount: null, premiumAmount: [89.1, 120, 0.07], monthly: null },
];

describe('stored travel quote rows', () => {
  it('read back exactly the rows that were written', () => {
    const text = encodeStoredTravelQuotes(rows);
    expect(decodeStoredTravelQuotes(text)).toEqual([
      ['DESTINATION_VISITOR', 0, 576.3],
      ['BLUE_CROSS_VISITOR', 1000, 1234.05, 102.84, 205.68],
      ['TUGO_MULTI', null, [89.1, 120, 0.07]],
    ]);
  });

  it('are one short text, not JSON numbers', () => {
    expect(encodeStoredTravelQuotes(rows)).toBe(
      'DESTINATION_VISITOR 0 576.3;BLUE_CROSS_VISITOR 1000 1234.05 102.84 205.68;TUGO_MULTI - 89.1/120/0.07',
    );
    expect(encodeStoredTravelQuotes([])).toBe('');
    expect(decodeStoredTravelQuotes('')).toEqual([]);
  });

  it('keep a plan code with spaces, separators or accents', () => {
    const codes = ['TUGO VISITOR', 'A;B/C 50%', 'Québec-1', 'PLAIN_CODE-2.0'];
    const text = encodeStoredTravelQuotes(
      codes.map((planCode) => ({ planCode, deductibleAmount: 0, premiumAmount: 10, monthly: null })),
    );
    expect(text.split(';')).toHaveLength(codes.length);
    expect(text).toContain('PLAIN_CODE-2.0 0 10');
    expect(decodeStoredTravelQuotes(text).map((row) => row[0])).toEqual(codes);
    expect(decodeStoredTravelQuotes('%E0%A4%A 0 10;B 0 5')).toEqual([['B', 0, 5]]);
  });

  it('read answers stored as arrays before, and leave out what cannot be read', () => {
    expect(decodeStoredTravelQuotes([['A', 0, 10], ['B', null, [1, 2], 3, 4], 'junk', [1, 2, 3]])).toEqual([
      ['A', 0, 10],
      ['B', null, [1, 2], 3, 4],
    ]);
    expect(decodeStoredTravelQuotes('A 0 10;B x 5;;C 0 abc;D - 7')).toEqual([
      ['A', 0, 10],
      ['D', null, 7],
    ]);
    expect(decodeStoredTravelQuotes(null)).toEqual([]);
  });
});
