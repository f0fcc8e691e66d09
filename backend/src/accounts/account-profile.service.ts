import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AccountExport, AccountUser } from '@directory/shared';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher.js';
import { ReviewReadsService } from '../reviews/review-reads.service.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';
import { AccountRemovalService } from './account-removal.service.js';
import type { AccountPrincipal } from './account-principal.js';
import { toAccountUser } from './account.mappers.js';
import { AccountSessionsRepository } from './account-sessions.repository.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AccountSignInService } from './account-sign-in.service.js';
import { type AccountRow, AccountsRepository } from './accounts.repository.js';
import type { UpdateAccountDto } from './dto/account-requests.dto.js';

export const WRONG_PASSWORD = 'The password is not right';

/** docs/behaviour.md §12: what a signed-in account changes, takes away and deletes about itself. */
@Injectable()
export class AccountProfileService {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountsRepository,
    private readonly sessionRecords: AccountSessionsRepository,
    private readonly sessions: AccountSessionsService,
    private readonly signIn: AccountSignInService,
    private readonly removal: AccountRemovalService,
    private readonly reviews: ReviewsRepository,
    private readonly reviewReads: ReviewReadsService,
  ) {}

  /** A new name and/or password, with the current password; a new password ends the other sessions. */
  async update(principal: AccountPrincipal, change: UpdateAccountDto): Promise<AccountUser> {
    await this.withPassword(principal, change.currentPassword);
    const passwordHash = change.password === undefined ? null : await hashPassword(change.password);
    const account = await this.db.transaction(async (manager) => {
      if (change.displayName !== undefined)
        await this.accounts.setDisplayName(principal.id, change.displayName, manager);
      if (passwordHash) {
        await this.accounts.setPassword(principal.id, passwordHash, false, manager);
        await this.sessions.endAllOf(principal.id, principal.sessionId, manager);
      }
      return this.accounts.findById(principal.id, manager);
    });
    return toAccountUser(account as AccountRow, await this.accounts.ownedBusinesses(principal.id));
  }

  /** Everything stored about the account, its claims of businesses too. */
  async exportOf(principal: AccountPrincipal): Promise<AccountExport> {
    const [account, sessions, reviews, votes, reports, claims] = await Promise.all([
      this.accounts.findById(principal.id),
      this.sessionRecords.listForAccount(principal.id),
      this.reviewReads.ofAccount(principal.id),
      this.reviews.votesOf(principal.id),
      this.reviews.reportsOf(principal.id),
      this.accounts.claimsForExport(principal.id),
    ]);
    if (!account) throw new UnauthorizedException({ statusCode: 401, message: 'Unauthorized' });
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: account.id,
        displayName: account.displayName,
        email: account.email,
        emailVerified: account.emailVerifiedAt !== null,
        createdAt: account.createdAt.toISOString(),
        lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
      },
      sessions: sessions.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
      })),
      reviews,
      votes: votes.map((v) => ({ reviewId: v.reviewId, createdAt: v.createdAt.toISOString() })),
      reports: reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      claims,
    };
  }

  /**
   * Deletes the account with its sessions, tokens, reviews, votes and reports, and drops the mail still
   * queued to it. The businesses it reviewed or voted on show the new figures at once.
   */
  async delete(principal: AccountPrincipal, password: string): Promise<void> {
    const account = await this.withPassword(principal, password);
    await this.removal.remove(account);
  }

  private async withPassword(principal: AccountPrincipal, password: string): Promise<AccountRow> {
    const account = await this.accounts.findById(principal.id);
    if (!account || !(await this.signIn.passwordMatches(account, password))) {
      throw new UnauthorizedException({ success: false, message: WRONG_PASSWORD });
    }
    return account;
  }
}
