import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { AccountController } from './account.controller.js';
import { AccountLinks } from './account-links.js';
import { AccountLoginThrottle } from './account-login-throttle.js';
import { AccountPasswordService } from './account-password.service.js';
import { AccountProfileService } from './account-profile.service.js';
import { AccountRemovalService } from './account-removal.service.js';
import { AccountRegistrationService } from './account-registration.service.js';
import { AccountSessionsRepository } from './account-sessions.repository.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AccountSignInService } from './account-sign-in.service.js';
import { AccountTokensRepository } from './account-tokens.repository.js';
import { AccountTokensService } from './account-tokens.service.js';
import { AccountsRepository } from './accounts.repository.js';
import { AdminAccountsController } from './admin-accounts.controller.js';
import { AdminAccountsService } from './admin-accounts.service.js';

/** Visitor and owner accounts (docs/behaviour.md §12): sign-up, sessions, links, profile, and the back office's list. */
@Module({
  imports: [AuditModule, MailModule, ReviewsModule],
  controllers: [AccountController, AdminAccountsController],
  providers: [
    AccountsRepository,
    AccountSessionsRepository,
    AccountSessionsService,
    AccountTokensRepository,
    AccountTokensService,
    AccountLoginThrottle,
    AccountLinks,
    AccountRegistrationService,
    AccountSignInService,
    AccountPasswordService,
    AccountProfileService,
    AccountRemovalService,
    AdminAccountsService,
  ],
  exports: [AccountSessionsService],
})
export class AccountsModule {}
