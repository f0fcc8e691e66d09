import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisConnection } from '../redis/redis-connection.js';
import { REDIS } from '../redis/redis.module.js';

export interface RateLimitRule {
  /** Names the counter, e.g. `contact`. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/** Key prefix of the counters, outside the cache's `directory:` namespace so clearing the cache keeps them. */
export const RATE_LIMIT_KEY_PREFIX = 'rate-limit';

interface Limiters {
  local: RateLimiterMemory;
  shared: RateLimiterRedis | null;
}

/**
 * Fixed-window hit counters for the public forms: in Redis when REDIS_URL is set (every
 * instance counts the same hits), else in this process. While Redis cannot be reached (or
 * does not answer within its command timeout) the process counts on its own rather than
 * refusing every form.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, Limiters>();

  constructor(@Inject(REDIS) private readonly redis: RedisConnection | null) {}

  async hit(rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
    try {
      const res = await this.consume(this.limitersOf(rule), key);
      return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  }

  /** Resolves with the counter's state, rejects with it (a RateLimiterRes) past the limit. */
  private async consume({ local, shared }: Limiters, key: string): Promise<RateLimiterRes> {
    if (!shared || !this.redis) return local.consume(key);
    try {
      return await this.redis.run(() => shared.consume(key));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      return local.consume(key);
    }
  }

  private limitersOf(rule: RateLimitRule): Limiters {
    let limiters = this.limiters.get(rule.name);
    if (!limiters) {
      const options = {
        points: rule.limit,
        duration: Math.ceil(rule.windowMs / 1000),
        keyPrefix: `${RATE_LIMIT_KEY_PREFIX}:${rule.name}`,
      };
      const shared = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis.client, useRedisPackage: true })
        : null;
      limiters = { local: new RateLimiterMemory(options), shared };
      this.limiters.set(rule.name, limiters);
    }
    return limiters;
  }
}
