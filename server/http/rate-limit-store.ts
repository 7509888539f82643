import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Where the rate limits count: in Redis, shared by every instance, and in this process whenever
 * Redis does not answer (issue #16: with `skipOnError` an unreachable Redis switched every limit
 * off). The switch is logged once each way. The two stores are @fastify/rate-limit's own.
 */

type Store = FastifyRateLimitStore;
type Callback = Parameters<Store['incr']>[1];
type StoreClass<A extends unknown[]> = new (...args: A) => Store;

// The plugin's stores are CommonJS files without an `exports` map or types: loaded by path.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass<[boolean, boolean, Redis, string]>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass<[boolean, boolean, number?]>;

interface Health {
  client: Redis;
  usingRedis: boolean;
  log: FastifyBaseLogger;
}

class FallbackStore implements Store {
  constructor(
    private readonly redis: Store,
    private readonly local: Store,
    private readonly health: Health,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    // Not connected (down, or reconnecting): count here at once rather than wait for a timeout.
    if (this.health.client.status !== 'ready') {
      this.fellBack(new Error(`redis connection is ${this.health.client.status}`));
      return this.local.incr(key, callback, timeWindow, max);
    }
    this.redis.incr(
      key,
      (error, result) => {
        if (!error) {
          if (!this.health.usingRedis) {
            this.health.usingRedis = true;
            this.health.log.info('redis answers again: rate limits are shared by every instance again');
          }
          callback(null, result);
          return;
        }
        this.fellBack(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  private fellBack(error: Error) {
    if (!this.health.usingRedis) return;
    this.health.usingRedis = false;
    this.health.log.warn({ err: error }, 'redis unreachable: rate limits are counted in this process until Redis answers again');
  }

  child(routeOptions: Parameters<Store['child']>[0]): Store {
    return new FallbackStore(this.redis.child(routeOptions), this.local.child(routeOptions), this.health);
  }
}

/** The `store` option of @fastify/rate-limit: Redis first, this process when Redis fails. */
export function redisWithLocalFallback(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  const health: Health = { client: redis, usingRedis: true, log };
  return class extends FallbackStore {
    // The plugin passes its merged options; only these two shape a store.
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), health);
    }
  };
}
