import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AdminClaimsController } from './admin-claims.controller.js';
import { AdminClaimsService } from './admin-claims.service.js';
import { ClaimMailLinks } from './claim-mail-links.js';
import { ClaimsController } from './claims.controller.js';
import { ClaimsRepository } from './claims.repository.js';
import { ClaimsService } from './claims.service.js';
import { OwnerService } from './owner.service.js';

/** Claims of businesses, their verified owners and the owners' change requests (docs/behaviour.md §14). */
@Module({
  imports: [AuditModule, AdminModule, MailModule],
  controllers: [ClaimsController, AdminClaimsController],
  providers: [ClaimsRepository, ClaimsService, OwnerService, AdminClaimsService, ClaimMailLinks],
})
export class ClaimsModule {}
