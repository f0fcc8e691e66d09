import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { EntityManager } from 'typeorm';
import type { AccountPrincipal } from './account-principal.js';
import { ACCOUNT_SESSION_LIFETIME_MS } from './account-session-cookie.js';
import { AccountSessionsRepository } from './account-sessions.repository.js';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from './secret-token.js';

const HOUR_MS = 60 * 60 * 1000;

/** Where a sign-in comes from, kept with its session and shown in the account's export. */
export interface AccountClient {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Account sessions live in PostgreSQL, like the admins'. The cookie holds 32 random bytes and the
 * table their SHA-256, so the cookie needs no signature: a forged value names no row.
 */
@Injectable()
export class AccountSessionsService {
  private readonly logger = new Logger(AccountSessionsService.name);

  constructor(private readonly sessions: AccountSessionsRepository) {}

  /** A new session's cookie token. */
  async create(accountId: number, client: AccountClient, manager?: EntityManager): Promise<string> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + ACCOUNT_SESSION_LIFETIME_MS);
    await this.sessions.create(
      hashSecretToken(token),
      accountId,
      expiresAt,
      client.ip,
      client.userAgent?.slice(0, 500) ?? null,
      manager,
    );
    return token;
  }

  /** The signed-in account a cookie names, or null (missing, malformed, expired or ended). */
  async resolve(cookieValue: unknown): Promise<AccountPrincipal | null> {
    if (!isSecretTokenShaped(cookieValue)) return null;
    const sessionId = hashSecretToken(cookieValue);
    const owner = await this.sessions.ownerOf(sessionId);
    return owner ? { ...owner, sessionId } : null;
  }

  end(sessionId: string): Promise<void> {
    return this.sessions.delete(sessionId);
  }

  /** Ends every session of the account, or every one but `keep`. */
  endAllOf(accountId: number, keep: string | null = null, manager?: EntityManager): Promise<void> {
    return this.sessions.deleteForAccount(accountId, keep, manager);
  }

  @Interval(HOUR_MS)
  async purgeExpired(): Promise<void> {
    const count = await this.sessions.deleteExpired();
    if (count > 0) this.logger.log(`Removed ${count} expired account sessions`);
  }
}
