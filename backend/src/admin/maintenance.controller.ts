import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import type { FixSlugsResult, SuccessMessage, TestDataCount, TestDataDeleteResult } from '@directory/shared';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { MaintenanceService } from './maintenance.service.js';

@Controller('api/admin')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Get('test-data/count')
  countTestData(): Promise<TestDataCount> {
    return this.maintenance.countTestData();
  }

  @Delete('test-data')
  deleteTestData(@Actor() actor: AdminActor): Promise<TestDataDeleteResult> {
    return this.maintenance.deleteTestData(actor);
  }

  @Post('fix-slugs')
  @HttpCode(200)
  fixSlugs(@Actor() actor: AdminActor): Promise<FixSlugsResult> {
    return this.maintenance.fixSlugs(actor);
  }

  @Post('clear-cache')
  @HttpCode(200)
  clearCache(@Actor() actor: AdminActor): Promise<SuccessMessage> {
    return this.maintenance.clearCache(actor);
  }
}
