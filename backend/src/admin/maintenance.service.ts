import { Injectable, Logger } from '@nestjs/common';
import type { FixSlugsResult, SuccessMessage, TestDataCount, TestDataDeleteResult } from '@directory/shared';
import { AuditService } from '../audit/audit.service.js';
import { HttpCacheService } from '../cache/http-cache.service.js';
import type { AdminActor } from '../auth/admin-principal.js';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { AdminBusinessesRepository } from './admin-businesses.repository.js';
import { SlugRepairService } from './slug-repair.service.js';

const TEST_DATA_BATCH = 5_000;

@Injectable()
export class MaintenanceService {
  private readonly logger = new Logger(MaintenanceService.name);

  constructor(
    private readonly businesses: AdminBusinessesRepository,
    private readonly slugs: SlugRepairService,
    private readonly changes: DataChangesService,
    private readonly audit: AuditService,
    private readonly httpCache: HttpCacheService,
  ) {}

  async countTestData(): Promise<TestDataCount> {
    return { count: await this.businesses.countTestData() };
  }

  /** Test data = businesses whose place_id starts with "test", any case; deleted in batches so locks stay short. */
  async deleteTestData({ admin, ip }: AdminActor): Promise<TestDataDeleteResult> {
    let deletedCount = 0;
    for (
      let n = await this.businesses.deleteTestDataBatch(TEST_DATA_BATCH);
      n > 0;
      n = await this.businesses.deleteTestDataBatch(TEST_DATA_BATCH)
    ) {
      deletedCount += n;
    }
    if (deletedCount > 0) await this.changes.bulkChanged('test-data-deleted');
    await this.audit.record(admin, 'test-data.deleted', { deletedCount }, ip);
    return { success: true, deletedCount, message: `${deletedCount} test işletmesi silindi` };
  }

  async fixSlugs({ admin, ip }: AdminActor): Promise<FixSlugsResult> {
    const { completed, resumedFromId, ...result } = await this.slugs.run();
    await this.audit.record(
      admin,
      'slugs.fixed',
      { fixed: result.successCount, processed: result.totalProcessed, completed, resumedFromId },
      ip,
    );
    return result;
  }

  /**
   * Every instance: the data-version bump makes all of them miss their cached answers at
   * once (cache keys embed it), and the shared store (Redis, or this process's LRU) is emptied.
   */
  async clearCache({ admin, ip }: AdminActor): Promise<SuccessMessage> {
    await this.changes.settingsChanged();
    await this.httpCache.clearStore();
    this.logger.log(`Cache cleared by ${admin.username}`);
    await this.audit.record(admin, 'cache.cleared', null, ip);
    return { success: true, message: 'Cache temizlendi' };
  }
}
