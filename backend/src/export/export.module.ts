import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { ExportController } from './export.controller.js';
import { ExportRepository } from './export.repository.js';
import { ExportService } from './export.service.js';

/** docs/behaviour.md §6 CSV export. */
@Module({ imports: [AuditModule], controllers: [ExportController], providers: [ExportService, ExportRepository] })
export class ExportModule {}
