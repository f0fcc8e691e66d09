import { Module } from '@nestjs/common';
import { ExportController } from './export.controller.js';
import { ExportService } from './export.service.js';

/** CONTRACT §6 CSV export. */
@Module({ controllers: [ExportController], providers: [ExportService] })
export class ExportModule {}
