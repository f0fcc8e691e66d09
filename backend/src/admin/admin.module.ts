import { Module } from '@nestjs/common';
import { DataChangesModule } from '../data-changes/data-changes.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AdminBusinessCreationController } from './admin-business-creation.controller.js';
import { AdminBusinessCreationService } from './admin-business-creation.service.js';
import { AdminBusinessesController } from './admin-businesses.controller.js';
import { AdminBusinessesRepository } from './admin-businesses.repository.js';
import { AdminBusinessesService } from './admin-businesses.service.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminStatsRepository } from './admin-stats.repository.js';
import { AdminStatsService } from './admin-stats.service.js';
import { BusinessRemovalController } from './business-removal.controller.js';
import { MaintenanceController } from './maintenance.controller.js';
import { MaintenanceService } from './maintenance.service.js';
import { SlugRepairRepository } from './slug-repair.repository.js';
import { SlugRepairService } from './slug-repair.service.js';

/** The back office's business management (docs/behaviour.md §4); no route here is `@Public()`, so each needs a session. */
@Module({
  imports: [AuditModule, DataChangesModule],
  controllers: [
    AdminOverviewController,
    AdminBusinessesController,
    AdminBusinessCreationController,
    BusinessRemovalController,
    MaintenanceController,
  ],
  providers: [
    AdminBusinessCreationService,
    AdminBusinessesRepository,
    AdminBusinessesService,
    AdminStatsRepository,
    AdminStatsService,
    MaintenanceService,
    SlugRepairRepository,
    SlugRepairService,
  ],
  exports: [AdminBusinessesRepository, AdminBusinessesService],
})
export class AdminModule {}
