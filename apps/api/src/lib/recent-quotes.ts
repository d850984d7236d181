// The quotes an account asked lately (ADR 0114): revisiting a results page asks the same quote
// again, and the same account's identical request within RECENT_QUOTE_MS answers the quote already
// stored (its id) instead of storing another. In memory, per database like the quote caches: no
// database read on the quote path; another API process may store one more copy (N3 allows it).
// Guests are not matched by address (people behind one would share a quote one of them owns later):
// their answers carry a signed token instead (lib/revisit-token.ts, ADR 0123).

import { LruCache } from './lru-cache.ts';

export const RECENT_QUOTE_MS = 10 * 60_000;

export class RecentQuotes<T> {
  readonly #byDb = new WeakMap<object, LruCache<string, { value: T; until: number }>>();

  constructor(readonly maxEntries: number) {}

  get(db: object, key: string, now = Date.now()): T | undefined {
    const entry = this.#byDb.get(db)?.get(key);
    return entry !== undefined && entry.until > now ? entry.value : undefined;
  }

  set(db: object, key: string, value: T, now = Date.now()): void {
    let cache = this.#byDb.get(db);
    if (cache === undefined) {
      cache = new LruCache(this.maxEntries);
      this.#byDb.set(db, cache);
    }
    cache.set(key, { value, until: now + RECENT_QUOTE_MS });
  }
}
