import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from './contact-message.entity.js';
import { ContactController } from './contact.controller.js';
import { ContactMessagesController } from './contact-messages.controller.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { AuditModule } from '../audit/audit.module.js';
import { ContactService } from './contact.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), AuditModule],
  controllers: [ContactController, ContactMessagesController],
  providers: [ContactService, ContactMessagesRepository],
  exports: [ContactService],
})
export class ContactModule {}
