var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
var MaintenanceService_1;
import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { DataChangesService } from '../directory/data-changes.service.js';
import { AdminBusinessesRepository } from './admin-businesses.repository.js';
import { SlugRepairService } from './slug-repair.service.js';
const TEST_DATA_BATCH = 5_000;
let MaintenanceService = MaintenanceService_1 = class MaintenanceService {
    businesses;
    slugs;
    changes;
    audit;
    cache;
    logger = new Logger(MaintenanceService_1.name);
    constructor(businesses, slugs, changes, audit, cache) {
        this.businesses = businesses;
        this.slugs = slugs;
        this.changes = changes;
        this.audit = audit;
        this.cache = cache;
    }
    async countTestData() {
        return { count: await this.businesses.countTestData() };
    }
    /** Test data = businesses whose place_id starts with "test", any case; deleted in batches so locks stay short. */
    async deleteTestData(admin, ip) {
        let deletedCount = 0;
        for (let n = await this.businesses.deleteTestDataBatch(TEST_DATA_BATCH); n > 0; n = await this.businesses.deleteTestDataBatch(TEST_DATA_BATCH)) {
            deletedCount += n;
        }
        if (deletedCount > 0)
            await this.changes.bulkChanged('test-data-deleted');
        await this.audit.record(admin, 'test-data.deleted', { deletedCount }, ip);
        return { success: true, deletedCount, message: `${deletedCount} test işletmesi silindi` };
    }
    async fixSlugs(admin, ip) {
        const { completed, resumedFromId, ...result } = await this.slugs.run();
        await this.audit.record(admin, 'slugs.fixed', { fixed: result.successCount, processed: result.totalProcessed, completed, resumedFromId }, ip);
        return result;
    }
    /**
     * Every instance: the data-version bump makes all of them miss their cached answers at
     * once (cache keys embed it), and the shared store (Redis, or this process's LRU) is emptied.
     */
    async clearCache(admin, ip) {
        await this.changes.settingsChanged();
        await this.cache.clear();
        this.logger.log(`Cache cleared by ${admin.username}`);
        await this.audit.record(admin, 'cache.cleared', null, ip);
        return { success: true, message: 'Cache temizlendi' };
    }
};
MaintenanceService = MaintenanceService_1 = __decorate([
    Injectable(),
    __param(4, Inject(CACHE_MANAGER)),
    __metadata("design:paramtypes", [AdminBusinessesRepository,
        SlugRepairService,
        DataChangesService,
        AuditService, Object])
], MaintenanceService);
export { MaintenanceService };
//# sourceMappingURL=maintenance.service.js.map