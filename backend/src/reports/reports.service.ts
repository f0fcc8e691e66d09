import { Injectable } from '@nestjs/common';
import type { AdminReports } from '@directory/shared';
import { AdminStatsRepository } from '../admin/admin-stats.repository.js';
import { ReportsRepository } from './reports.repository.js';

const TOP = 15;

@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly stats: AdminStatsRepository,
  ) {}

  async reportsPage(): Promise<AdminReports> {
    const [businessesByCountry, categories, totals, importsPerDay, completeness, adminActivity] = await Promise.all([
      this.reports.businessesByCountry(TOP),
      this.stats.categoryCounts({ limit: TOP }),
      this.stats.totals(),
      this.reports.importsPerDay(),
      this.reports.completeness(),
      this.reports.adminActivity(),
    ]);
    return {
      businessesByCountry,
      businessesByCategory: categories,
      approvals: { approved: totals.approved, pending: totals.pending },
      importsPerDay,
      completeness,
      adminActivity,
    };
  }
}
