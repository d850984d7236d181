import { describe, expect, it } from 'vitest';
import { RECENT_QUOTE_MS, RecentQuotes } from './recent-quotes.ts';

describe('recent quotes', () => {
  it('answers an owner its quote within the window, per database, and forgets it after', () => {
    const recent = new RecentQuotes<string>(10);
    const db = {};
    recent.set(db, 'k', 'quote-1', 1_000);
    expect(recent.get(db, 'k', 1_000 + RECENT_QUOTE_MS - 1)).toBe('quote-1');
    expect(recent.get(db, 'k', 1_000 + RECENT_QUOTE_MS)).toBeUndefined();
    expect(recent.get({}, 'k', 1_000)).toBeUndefined();
  });

  it('keeps the newest entries when full', () => {
    const recent = new RecentQuotes<number>(2);
    const db = {};
    for (const n of [1, 2, 3]) recent.set(db, `k${n}`, n, 0);
    expect([recent.get(db, 'k1', 0), recent.get(db, 'k2', 0), recent.get(db, 'k3', 0)]).toEqual([
      undefined,
      2,
      3,
    ]);
  });
});
