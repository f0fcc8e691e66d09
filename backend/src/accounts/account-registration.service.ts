import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import type { AccountUser, SuccessMessage } from '@directory/shared';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher.js';
import { accountExistsMail, verifyEmailMail } from '../mail/account-mails.js';
import { MailService } from '../mail/mail.service.js';
import { AccountLinks } from './account-links.js';
import { toAccountUser } from './account.mappers.js';
import { type AccountClient, AccountSessionsService } from './account-sessions.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AccountsRepository } from './accounts.repository.js';
import { BLOCKED_MESSAGE } from './account-sign-in.service.js';
import type { SignupDto } from './dto/account-requests.dto.js';

export const SIGNUP_MESSAGE =
  'Thank you. If this address can be used, a message is on its way to it: open the link in it to confirm your account.';

export const INVALID_LINK = 'This link is invalid, used or expired';

/** A verified account and the token of the session its link opened. */
export interface SignedIn {
  user: AccountUser;
  sessionToken: string;
}

/** docs/behaviour.md §12: sign-up with a verification link, and the link itself. */
@Injectable()
export class AccountRegistrationService {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokensService,
    private readonly sessions: AccountSessionsService,
    private readonly mail: MailService,
    private readonly links: AccountLinks,
  ) {}

  /**
   * The same answer, after the same work (one argon2 hash), whether or not the address has an account:
   * a new one gets the verification link, a known one a mail saying so with a reset link.
   */
  async signup({ displayName, email, password }: SignupDto): Promise<SuccessMessage> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (manager) => {
      const id = await this.accounts.insert({ displayName, email, passwordHash }, manager);
      if (id !== null) {
        const token = await this.tokens.issue(id, 'verify', manager);
        await this.mail.enqueue(email, verifyEmailMail({ displayName, link: this.links.verify(token) }), manager);
        return;
      }
      const existing = await this.accounts.findByEmail(email);
      if (!existing || !(await this.mail.mayMail(email))) return;
      const token = await this.tokens.issue(existing.id, 'reset', manager);
      await this.mail.enqueue(
        email,
        accountExistsMail({ displayName: existing.displayName, resetLink: this.links.reset(token) }),
        manager,
      );
    });
    return { success: true, message: SIGNUP_MESSAGE };
  }

  /** Uses the link up, marks the address verified and opens a session. */
  async verify(token: string, client: AccountClient): Promise<SignedIn> {
    return this.db.transaction(async (manager) => {
      const accountId = await this.tokens.use(token, 'verify', manager);
      if (accountId === null) throw new BadRequestException({ success: false, message: INVALID_LINK });
      const account = await this.accounts.markVerifiedAndSignedIn(accountId, manager);
      if (!account) throw new BadRequestException({ success: false, message: INVALID_LINK });
      if (account.blockedAt) throw new ForbiddenException({ success: false, message: BLOCKED_MESSAGE });
      const sessionToken = await this.sessions.create(account.id, client, manager);
      return { user: toAccountUser(account), sessionToken };
    });
  }
}
