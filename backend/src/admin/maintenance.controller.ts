import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import type { FixSlugsResult, SuccessMessage, TestDataCount, TestDataDeleteResult } from '@directory/shared';
import { type AdminPrincipal, ClientIp, CurrentAdmin } from '../auth/admin-principal.js';
import { MaintenanceService } from './maintenance.service.js';

@Controller('api/admin')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @Get('test-data/count')
  countTestData(): Promise<TestDataCount> {
    return this.maintenance.countTestData();
  }

  @Delete('test-data')
  deleteTestData(@CurrentAdmin() admin: AdminPrincipal, @ClientIp() ip: string | null): Promise<TestDataDeleteResult> {
    return this.maintenance.deleteTestData(admin, ip);
  }

  @Post('fix-slugs')
  @HttpCode(200)
  fixSlugs(@CurrentAdmin() admin: AdminPrincipal, @ClientIp() ip: string | null): Promise<FixSlugsResult> {
    return this.maintenance.fixSlugs(admin, ip);
  }

  @Post('clear-cache')
  @HttpCode(200)
  clearCache(@CurrentAdmin() admin: AdminPrincipal, @ClientIp() ip: string | null): Promise<SuccessMessage> {
    return this.maintenance.clearCache(admin, ip);
  }
}
