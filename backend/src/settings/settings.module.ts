import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { DataChangesModule } from '../data-changes/data-changes.module.js';
import { SettingsController } from './settings.controller.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';

/** The page renderer reads SettingsService.get() for every page. */
@Module({
  imports: [AuditModule, DataChangesModule],
  controllers: [SettingsController],
  providers: [SettingsService, SettingsRepository],
  exports: [SettingsService],
})
export class SettingsModule {}
