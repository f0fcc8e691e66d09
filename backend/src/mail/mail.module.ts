import { Module } from '@nestjs/common';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';
import { MailWorkerService } from './mail-worker.service.js';

@Module({
  providers: [MailOutboxRepository, MailWorkerService, MailService],
  exports: [MailService],
})
export class MailModule {}
