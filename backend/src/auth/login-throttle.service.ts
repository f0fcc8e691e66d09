import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';

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
 * docs/behaviour.md §4 and §12: 5 failed sign-ins per IP + name within 15 minutes, then 429.
 * Failures are counted in PostgreSQL (table login_throttle), so every instance sees
 * the same count. Not in Redis, even when there is one: a sign-in needs PostgreSQL
 * anyway (the users live there), so Redis would only add a way to fail.
 */
export class FailedLoginLimiter {
  private readonly limiter: RateLimiterPostgres;

  /** `keyPrefix` keeps the admins' and the accounts' counters apart in the one table. */
  constructor(db: DataSource, keyPrefix: string) {
    this.limiter = new RateLimiterPostgres({
      points: LOGIN_FAILURES_ALLOWED,
      duration: LOGIN_FAILURE_WINDOW_SECONDS,
      storeClient: db,
      storeType: 'typeorm',
      tableName: 'login_throttle',
      tableCreated: true,
      keyPrefix,
    });
  }

  /**
   * Counts this attempt as a failure before the password is checked (a success resets the
   * count), in one upsert that also decides: parallel guesses cannot all read a count below
   * the limit. Throws LoginThrottledException once the key has used up its failures.
   */
  async claimAttempt(ip: string, username: string): Promise<void> {
    try {
      await this.limiter.consume(key(ip, username));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new LoginThrottledException(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      }
      throw rejection;
    }
  }

  async reset(ip: string, username: string): Promise<void> {
    await this.limiter.delete(key(ip, username));
  }
}

/** The admins' login (docs/behaviour.md §4). */
@Injectable()
export class LoginThrottleService extends FailedLoginLimiter {
  constructor(db: DataSource) {
    super(db, 'login');
  }
}

function key(ip: string, username: string): string {
  return `${ip}|${username.trim().toLowerCase()}`;
}
