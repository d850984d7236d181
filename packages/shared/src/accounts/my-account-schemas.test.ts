import { describe, expect, it } from 'vitest';
import { claimQuotesSchema, priceChangeSentence } from './my-account-schemas.ts';
import type { RepricedQuote } from './my-account-schemas.ts';

const quote = (then: number | null, today: number | null): RepricedQuote => ({
  kind: 'travel',
  product: 'visitors-to-canada',
  status: 'priced',
  request: {},
  quotedOn: '2026-03-01',
  thenBestPremiumCents: then,
  todayBestPremiumCents: today,
});

describe('priceChangeSentence', () => {
  it('says the best premium then and today, or that it has not changed', () => {
    expect(priceChangeSentence(quote(12_345, 13_000))).toBe(
      'Your best premium was $123.45 on 1st March, 2026; today it is $130.00.',
    );
    expect(priceChangeSentence(quote(12_345, 12_345))).toBe('The price has not changed.');
    expect(priceChangeSentence(quote(12_345, null))).toBe('Today there is no quote for these answers.');
  });
});

describe('claimQuotesSchema', () => {
  it('takes random uuids only, for travel as for life', () => {
    expect(claimQuotesSchema().safeParse({ travel: [1] }).success).toBe(false);
    expect(claimQuotesSchema().parse({ travel: ['0b7c3f7e-2f4e-4d7a-9d38-5b1f0b6c1a11'] })).toEqual({
      life: [],
      travel: ['0b7c3f7e-2f4e-4d7a-9d38-5b1f0b6c1a11'],
    });
  });
});
