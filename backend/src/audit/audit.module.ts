import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** Imports, deletes, settings and logins in other modules write here. */
@Module({ controllers: [AuditController], providers: [AuditService, AuditRepository], exports: [AuditService] })
export class AuditModule {}
