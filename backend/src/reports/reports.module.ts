import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { ReportsController } from './reports.controller.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

/** The back office's reports page (`GET /api/admin/reports`). */
@Module({
  imports: [AdminModule],
  controllers: [ReportsController],
  providers: [ReportsRepository, ReportsService],
})
export class ReportsModule {}
