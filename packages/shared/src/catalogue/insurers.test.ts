import { describe, expect, it } from 'vitest';
import { DEDUCTIBLE_EXEMPT_INSURER, insurerName, INSURERS } from './insurers.ts';

describe('insurers (N7)', () => {
  it('lists 28 insurers with unique codes', () => {
    expect(INSURERS).toHaveLength(28);
    expect(new Set(INSURERS.map((i) => i.code)).size).toBe(28);
  });

  it('makes GMS the deductible-exempt insurer', () => {
    expect(DEDUCTIBLE_EXEMPT_INSURER).toBe('GMS');
  });

  it('names an insurer by code and falls back to the code', () => {
    expect(insurerName('RBCINSUR')).toBe('RBC Insurance');
    expect(insurerName('UNKNOWN')).toBe('UNKNOWN');
  });
});
