import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { AccountUser } from '@directory/shared';
import { hashPassword, verifyPassword } from '../auth/password-hasher.js';
import type { AccountPrincipal } from './account-principal.js';
import { toAccountUser } from './account.mappers.js';
import { type AccountClient, AccountSessionsService } from './account-sessions.service.js';
import { AccountLoginThrottle } from './account-login-throttle.js';
import { type AccountRow, AccountsRepository } from './accounts.repository.js';
import type { AccountLoginDto } from './dto/account-requests.dto.js';

export const INVALID_ACCOUNT_CREDENTIALS = 'Invalid e-mail or password';
export const UNVERIFIED_MESSAGE = 'Confirm your e-mail address first: open the link we sent you when you signed up.';
export const BLOCKED_MESSAGE = 'This account has been blocked. Contact us if you think this is a mistake.';

/** docs/behaviour.md §12: sign-in, sign-out and the signed-in account. */
@Injectable()
export class AccountSignInService {
  /** Checked against when the address has no password, so every failed sign-in costs one argon2 verification. */
  private readonly decoyHash: Promise<string> = hashPassword('no account has this password');

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: AccountSessionsService,
    private readonly throttle: AccountLoginThrottle,
  ) {}

  /**
   * The failure is counted before the password is checked (a success resets it), so a locked-out
   * address answers 429 without running argon2. 401 alike for an unknown address and a wrong password;
   * 403 only once the password is right.
   */
  async login(
    { email, password }: AccountLoginDto,
    client: AccountClient,
  ): Promise<{ user: AccountUser; sessionToken: string }> {
    await this.throttle.claimAttempt(client.ip ?? 'unknown', email);
    const account = await this.accounts.findByEmail(email);
    if (!(await this.passwordMatches(account, password)) || !account) {
      throw new UnauthorizedException({ success: false, message: INVALID_ACCOUNT_CREDENTIALS });
    }
    await this.throttle.reset(client.ip ?? 'unknown', email);
    if (account.blockedAt) throw new ForbiddenException({ success: false, message: BLOCKED_MESSAGE });
    if (!account.emailVerifiedAt) throw new ForbiddenException({ success: false, message: UNVERIFIED_MESSAGE });
    const sessionToken = await this.sessions.create(account.id, client);
    await this.accounts.markSignedIn(account.id);
    return { user: toAccountUser(account, await this.accounts.ownedBusinesses(account.id)), sessionToken };
  }

  logout(account: AccountPrincipal): Promise<void> {
    return this.sessions.end(account.sessionId);
  }

  async me(principal: AccountPrincipal): Promise<AccountUser> {
    const account = await this.accounts.findById(principal.id);
    if (!account) throw new UnauthorizedException({ statusCode: 401, message: 'Unauthorized' });
    return toAccountUser(account, await this.accounts.ownedBusinesses(account.id));
  }

  /** The account's password checked in constant work: a decoy hash stands in when there is none. */
  async passwordMatches(account: AccountRow | null, password: string): Promise<boolean> {
    const hash = account?.passwordHash ?? (await this.decoyHash);
    const matches = await verifyPassword(hash, password);
    return matches && Boolean(account?.passwordHash);
  }
}
