import { describe, expect, it } from 'vitest';
import { QuoteCache } from './quote-cache.ts';

describe('QuoteCache', () => {
  it('prices identical keys once per scope, concurrent callers included', async () => {
    const cache = new QuoteCache<number>(10);
    let calls = 0;
    const price = () => Promise.resolve((calls += 1));
    const db = {};
    const [a, b] = await Promise.all([cache.get(db, 'k', price), cache.get(db, 'k', price)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await cache.get({}, 'k', price)).toBe(2);
  });

  it('forgets a failed pricing, so the next request prices again', async () => {
    const cache = new QuoteCache<string>(10);
    const db = {};
    await expect(cache.get(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(db, 'k', () => Promise.resolve('priced'))).toBe('priced');
  });
});
