var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { DataChangesModule } from '../directory/data-changes.module.js';
import { AuditModule } from '../audit/audit.module.js';
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
/** The back office's business management (CONTRACT §4); no route here is `@Public()`, so each needs a session. */
let AdminModule = class AdminModule {
};
AdminModule = __decorate([
    Module({
        imports: [AuditModule, DataChangesModule],
        controllers: [AdminOverviewController, AdminBusinessesController, BusinessRemovalController, MaintenanceController],
        providers: [
            AdminBusinessesRepository,
            AdminBusinessesService,
            AdminStatsRepository,
            AdminStatsService,
            MaintenanceService,
            SlugRepairRepository,
            SlugRepairService,
        ],
    })
], AdminModule);
export { AdminModule };
//# sourceMappingURL=admin.module.js.map