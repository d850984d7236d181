import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names.ts';

describe('compareNames', () => {
  it('orders names alphabetically whatever their case and accents', () => {
    const names = ['Manulife', 'blue Cross', 'Équitable Life', 'Allianz', 'Empire Life', 'Foresters'];
    expect([...names].sort(compareNames)).toEqual([
      'Allianz',
      'blue Cross',
      'Empire Life',
      'Équitable Life',
      'Foresters',
      'Manulife',
    ]);
  });

  it('gives a total order: names alike but for case or accents keep one order, either way round', () => {
    expect(compareNames('Equitable', 'Équitable')).toBe(-compareNames('Équitable', 'Equitable'));
    expect(compareNames('Equitable', 'Équitable')).not.toBe(0);
    expect(compareNames('RBC', 'RBC')).toBe(0);
  });

  it('agrees with en-CA collation on names such as insurers and plans', () => {
    const names = ['RBC Insurance', 'Sun Life', 'iA Financial', 'Canada Life', 'BMO', 'Plan 2', 'Plan 10'];
    const collator = new Intl.Collator('en-CA');
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare));
  });
});
