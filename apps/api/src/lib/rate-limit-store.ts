// Where rate-limit counters live (N3, ADR 0063): in Redis when REDIS_URL is set, so several API
// processes share them. When Redis cannot answer, each route has decided beforehand what happens:
// most stay available without a limit (a quote or a contact form is worth more than its limit),
// while sign-in, password reset and the e-mailed token links keep limiting in this process, since
// an outage must not open them to password guessing. Routes opt in with keepLimitWhenRedisDown().

import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;

interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}

// The plugin's own stores (CommonJS files without types).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace?: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

export type WhenRedisDown = 'skip' | 'in-process';

/** The route's limit, kept in this process while Redis cannot answer (instead of no limit). */
export function keepLimitWhenRedisDown<T extends object>(limit: T): T & { whenRedisDown: 'in-process' } {
  return { ...limit, whenRedisDown: 'in-process' };
}

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  whenRedisDown?: WhenRedisDown;
}

class RedisWithFallback implements Store {
  constructor(
    private readonly redis: Store,
    private readonly local: Store,
    private readonly whenDown: WhenRedisDown,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.redis.incr(key, this.fallback('incr', key, callback, timeWindow, max), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.redis.read?.(key, this.fallback('read', key, callback, timeWindow, max), timeWindow, max);
  }

  child(routeOptions: StoreParams): Store {
    return new RedisWithFallback(
      this.redis.child(routeOptions),
      this.local.child(routeOptions),
      routeOptions.whenRedisDown ?? 'skip',
    );
  }

  private fallback(
    method: 'incr' | 'read',
    key: string,
    callback: Callback,
    timeWindow: number,
    max: number,
  ): Callback {
    return (error, result) => {
      if (error === null) return callback(null, result);
      // 'skip': the plugin's skipOnError lets the request through.
      if (this.whenDown === 'skip') return callback(error);
      this.local[method]?.(key, callback, timeWindow, max);
    };
  }
}

/** The `store` option of @fastify/rate-limit for counters in `redis` with the per-route fallback. */
export function redisStoreWithFallback(redis: Redis): FastifyRateLimitStoreCtor {
  return class extends RedisWithFallback {
    constructor(params: StoreParams) {
      super(
        new RedisStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, redis),
        new LocalStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, params.cache),
        params.whenRedisDown ?? 'skip',
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
