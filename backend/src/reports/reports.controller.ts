import { Controller, Get } from '@nestjs/common';
import type { AdminReports } from '@directory/shared';
import { ReportsService } from './reports.service.js';

/** Not `@Public()`: like every back-office route, it answers 401 without an admin session. */
@Controller('api/admin/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  get(): Promise<AdminReports> {
    return this.reports.reportsPage();
  }
}
