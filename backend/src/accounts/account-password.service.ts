import { BadRequestException, Injectable } from '@nestjs/common';
import type { SuccessMessage } from '@directory/shared';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher.js';
import { passwordResetMail } from '../mail/account-mails.js';
import { MailService } from '../mail/mail.service.js';
import { AccountLinks } from './account-links.js';
import { INVALID_LINK } from './account-registration.service.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AccountsRepository } from './accounts.repository.js';

export const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, a link to choose a new password is on its way to it. It works for 1 hour.';
export const PASSWORD_SET_MESSAGE = 'Your new password is set. Sign in with it.';

/** docs/behaviour.md §12: "forgot your password" by a link to the address. */
@Injectable()
export class AccountPasswordService {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountsRepository,
    private readonly tokens: AccountTokensService,
    private readonly sessions: AccountSessionsService,
    private readonly mail: MailService,
    private readonly links: AccountLinks,
  ) {}

  /** The same answer for any address; a known one gets a link. */
  async requestReset(email: string): Promise<SuccessMessage> {
    const account = await this.accounts.findByEmail(email);
    if (account && (await this.mail.mayMail(email))) {
      await this.db.transaction(async (manager) => {
        const token = await this.tokens.issue(account.id, 'reset', manager);
        await this.mail.enqueue(
          email,
          passwordResetMail({ displayName: account.displayName, link: this.links.reset(token) }),
          manager,
        );
      });
    }
    return { success: true, message: RESET_REQUESTED_MESSAGE };
  }

  /** Sets the password, proves the address (the link reached it), uses up every reset link and ends every session. */
  async confirmReset(token: string, password: string): Promise<SuccessMessage> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (manager) => {
      const accountId = await this.tokens.use(token, 'reset', manager);
      if (accountId === null) throw new BadRequestException({ success: false, message: INVALID_LINK });
      await this.accounts.setPassword(accountId, passwordHash, true, manager);
      await this.tokens.useAllOf(accountId, 'reset', manager);
      await this.sessions.endAllOf(accountId, null, manager);
    });
    return { success: true, message: PASSWORD_SET_MESSAGE };
  }
}
