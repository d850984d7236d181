import { describe, expect, it } from 'vitest';
import { DEDUCTIBLE_EXEMPT_INSURER } from '../travel-quote/travel-pricing.ts';
import { INSURERS } from './insurers.ts';

describe('insurers (N7)', () => {
  it('seeds 28 insurers with unique codes', () => {
    expect(INSURERS).toHaveLength(28);
    expect(new Set(INSURERS.map((i) => i.code)).size).toBe(28);
  });

  it('makes GMS, a seeded insurer, the deductible-exempt insurer', () => {
    expect(INSURERS.map((i) => i.code)).toContain(DEDUCTIBLE_EXEMPT_INSURER);
  });
});
