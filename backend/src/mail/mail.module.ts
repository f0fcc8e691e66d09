import { Module } from '@nestjs/common';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';

@Module({
  providers: [MailOutboxRepository, MailService],
  exports: [MailService],
})
export class MailModule {}
