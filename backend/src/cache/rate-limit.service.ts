import { Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RedisCommands, RedisUnavailableError } from '../redis/redis-commands.js';

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

/**
 * Fixed-window hit counters for the public forms: in Redis when REDIS_URL is set (every
 * instance counts the same hits), else in this process. While Redis cannot be reached the
 * process counts on its own (an insurance limiter) rather than refusing every form.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, { shared: RateLimiterAbstract | null; local: RateLimiterMemory }>();

  constructor(private readonly redis: RedisCommands) {}

  async hit(rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
    try {
      const res = await this.consume(rule, key);
      return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  }

  private async consume(rule: RateLimitRule, key: string): Promise<RateLimiterRes> {
    const { shared, local } = this.limiter(rule);
    if (!shared) return local.consume(key);
    try {
      return await this.redis.run(() => shared.consume(key));
    } catch (error) {
      if (error instanceof RedisUnavailableError) return local.consume(key);
      throw error;
    }
  }

  /**
   * Counters live under `rate:`, apart from the cache's `directory:` keys, so clearing the
   * cache never resets a limit.
   */
  private limiter(rule: RateLimitRule) {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const options = { points: rule.limit, duration: Math.ceil(rule.windowMs / 1000), keyPrefix: `rate:${rule.name}` };
      const local = new RateLimiterMemory(options);
      const shared = this.redis.configured
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis.client,
            useRedisPackage: true,
            rejectIfRedisNotReady: true,
            insuranceLimiter: local,
          })
        : null;
      limiter = { shared, local };
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}
