import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.provider.js';

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
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient | null) {}

  async hit(rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
    try {
      const res = await this.limiter(rule).consume(key);
      return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
  }

  private limiter(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const options = {
        points: rule.limit,
        duration: Math.ceil(rule.windowMs / 1000),
        keyPrefix: `directory:rate:${rule.name}`,
      };
      const memory = new RateLimiterMemory(options);
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            useRedisPackage: true,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}
