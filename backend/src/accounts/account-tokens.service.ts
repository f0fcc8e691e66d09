import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { EntityManager } from 'typeorm';
import { type AccountTokenPurpose, AccountTokensRepository } from './account-tokens.repository.js';
import { hashSecretToken, isSecretTokenShaped, newSecretToken, sameTokenHash } from './secret-token.js';

const HOUR_MS = 60 * 60 * 1000;

/** docs/behaviour.md §12: how long each kind of e-mailed link works. */
export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify: 24 * HOUR_MS,
  reset: HOUR_MS,
};

/** Single-use, expiring links for e-mail verification and password reset. */
@Injectable()
export class AccountTokensService {
  private readonly logger = new Logger(AccountTokensService.name);

  constructor(private readonly tokens: AccountTokensRepository) {}

  /** A new token for the link; only its hash is stored. */
  async issue(accountId: number, purpose: AccountTokenPurpose, manager?: EntityManager): Promise<string> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]);
    await this.tokens.add(hashSecretToken(token), accountId, purpose, expiresAt, manager);
    return token;
  }

  /** The account a live token of this purpose names, using the token up; null for an unknown, used or expired one. */
  async use(token: unknown, purpose: AccountTokenPurpose, manager?: EntityManager): Promise<number | null> {
    if (!isSecretTokenShaped(token)) return null;
    const hash = hashSecretToken(token);
    const used = await this.tokens.use(hash, purpose, manager);
    // The row was found by its hash; the constant-time comparison keeps the check itself free of timing.
    return used && sameTokenHash(used.tokenHash, hash) ? used.accountId : null;
  }

  useAllOf(accountId: number, purpose: AccountTokenPurpose, manager?: EntityManager): Promise<void> {
    return this.tokens.useAllOf(accountId, purpose, manager);
  }

  @Interval(HOUR_MS)
  async purgeStale(): Promise<void> {
    const count = await this.tokens.deleteStale();
    if (count > 0) this.logger.log(`Removed ${count} expired account tokens`);
  }
}
