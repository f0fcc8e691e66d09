import { Injectable } from '@nestjs/common';
import type { AdminReports } from '@directory/shared';
import { ReportsRepository } from './reports.repository.js';

const TOP = 15;

@Injectable()
export class ReportsService {
  constructor(private readonly reports: ReportsRepository) {}

  async reportsPage(): Promise<AdminReports> {
    const [businessesByCountry, businessesByCategory, approvals, importsPerDay, completeness, adminActivity] =
      await Promise.all([
        this.reports.businessesByCountry(TOP),
        this.reports.businessesByCategory(TOP),
        this.reports.approvals(),
        this.reports.importsPerDay(),
        this.reports.completeness(),
        this.reports.adminActivity(),
      ]);
    return { businessesByCountry, businessesByCategory, approvals, importsPerDay, completeness, adminActivity };
  }
}
