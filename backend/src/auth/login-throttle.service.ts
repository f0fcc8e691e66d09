import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { AUTH_REDIS, type AppRedisClient } from './redis-client.provider.js';

export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

export class LoginThrottledException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      {
        statusCode: HttpStatus.TOO_MANY_REQUESTS,
        message: 'Too many failed login attempts. Try again later.',
        error: 'Too Many Requests',
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * CONTRACT §4: 5 failed logins per IP + username within 15 minutes, then 429.
 * Failures are counted in PostgreSQL (table login_throttle) or Redis, so every
 * instance sees the same count.
 */
@Injectable()
export class LoginThrottleService {
  private readonly limiter: RateLimiterAbstract;

  constructor(db: DataSource, @Inject(AUTH_REDIS) redis: AppRedisClient | null) {
    const common = { points: LOGIN_FAILURES_ALLOWED, duration: LOGIN_FAILURE_WINDOW_SECONDS };
    this.limiter = redis
      ? new RateLimiterRedis({
          ...common,
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix: 'directory:login-failures',
        })
      : new RateLimiterPostgres({
          ...common,
          storeClient: db,
          storeType: 'typeorm',
          tableName: 'login_throttle',
          tableCreated: true,
          keyPrefix: 'login',
        });
  }

  /** Throws LoginThrottledException while the key has used up its failures. */
  async assertAllowed(ip: string, username: string): Promise<void> {
    const state = await this.limiter.get(key(ip, username));
    if (state && state.consumedPoints >= LOGIN_FAILURES_ALLOWED) {
      throw new LoginThrottledException(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    }
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    await this.limiter.penalty(key(ip, username), 1);
  }

  async reset(ip: string, username: string): Promise<void> {
    await this.limiter.delete(key(ip, username));
  }
}

function key(ip: string, username: string): string {
  return `${ip}|${username.trim().toLowerCase()}`;
}
