// The one quote cache of life and travel (ADR 0053, ADR 0061). Pricing is a pure function of the
// product, the request, today and rate-table versions that never change, so identical requests
// share one pricing while those versions are active; a new version changes the key. Entries are
// kept per database (an answer may name a stored row), concurrent identical requests wait for one
// pricing, and a pricing that fails is forgotten so the next request tries again.

import { LruCache } from './lru-cache.ts';

export class QuoteCache<V> {
  readonly #byScope = new WeakMap<object, LruCache<string, Promise<V>>>();

  constructor(readonly maxEntries: number) {}

  /** The cached pricing of `key` in `scope`, if there is one; prices nothing. */
  peek(scope: object, key: string): Promise<V> | undefined {
    return this.#byScope.get(scope)?.get(key);
  }

  /** The cached pricing of `key` in `scope` (the database), or `price()`'s, shared from now on. */
  get(scope: object, key: string, price: () => Promise<V>): Promise<V> {
    let entries = this.#byScope.get(scope);
    if (entries === undefined) {
      entries = new LruCache<string, Promise<V>>(this.maxEntries);
      this.#byScope.set(scope, entries);
    }
    const found = entries.get(key);
    if (found !== undefined) return found;
    const pricing = price();
    const cache = entries;
    cache.set(key, pricing);
    pricing.catch(() => cache.delete(key));
    return pricing;
  }
}
