import { Module } from '@nestjs/common';
import { AdminBusinessesController } from './admin-businesses.controller.js';
import { AdminBusinessesRepository } from './admin-businesses.repository.js';
import { AdminBusinessesService } from './admin-businesses.service.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminStatsService } from './admin-stats.service.js';
import { BusinessRemovalController } from './business-removal.controller.js';
import { ContactMessagesController } from './contact-messages.controller.js';
import { ContactMessagesService } from './contact-messages.service.js';
import { MaintenanceController } from './maintenance.controller.js';
import { MaintenanceService } from './maintenance.service.js';
import { SlugRepairService } from './slug-repair.service.js';

/** The back office's business management (CONTRACT §4); no route here is `@Public()`, so each needs a session. */
@Module({
  controllers: [
    AdminOverviewController,
    AdminBusinessesController,
    BusinessRemovalController,
    MaintenanceController,
    ContactMessagesController,
  ],
  providers: [
    AdminBusinessesRepository,
    AdminBusinessesService,
    AdminStatsService,
    MaintenanceService,
    SlugRepairService,
    ContactMessagesService,
  ],
})
export class AdminModule {}
