import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { LoginThrottleRepository } from './login-throttle.repository.js';

export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

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
 * Each attempt is counted before its password is checked, in one statement (LoginThrottleRepository),
 * so however many arrive at once on however many instances, at most 5 per window are ever checked;
 * a success forgets the count. In PostgreSQL, not in Redis even when there is one: a login needs
 * PostgreSQL anyway (the admins live there), so Redis would only add a way to fail.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly attempts: LoginThrottleRepository) {}

  /** Counts an attempt; LoginThrottledException when the key has used up its failures. */
  async admitAttempt(ip: string, username: string): Promise<void> {
    const attempt = await this.attempts.countAttempt(key(ip, username), LOGIN_FAILURE_WINDOW_SECONDS * 1000);
    if (attempt.attempts > LOGIN_FAILURES_ALLOWED) {
      throw new LoginThrottledException(Math.max(1, Math.ceil(attempt.msLeft / 1000)));
    }
  }

  async reset(ip: string, username: string): Promise<void> {
    await this.attempts.remove(key(ip, username));
  }

  @Interval(SWEEP_INTERVAL_MS)
  async removeExpired(): Promise<void> {
    await this.attempts.removeExpired();
  }
}

function key(ip: string, username: string): string {
  return `${ip}|${username.trim().toLowerCase()}`;
}
