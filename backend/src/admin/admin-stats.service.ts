import { Injectable } from '@nestjs/common';
import type { AdminCategory, AdminStats } from '@directory/shared';
import { AdminStatsRepository } from './admin-stats.repository.js';
import type { ListAdminCategoriesQueryDto } from './dto/list-admin-categories.query.dto.js';

@Injectable()
export class AdminStatsService {
  constructor(private readonly figures: AdminStatsRepository) {}

  async stats(): Promise<AdminStats> {
    const [{ approved, pending, countries, cities }, categories] = await Promise.all([
      this.figures.totals(),
      this.figures.categoryCounts(),
    ]);
    return {
      totalBusinesses: approved + pending,
      approvedBusinesses: approved,
      pendingBusinesses: pending,
      totalCategories: categories.length,
      totalCountries: countries,
      totalCities: cities,
      categories: categories.map(({ category, count }) => ({ category, count })),
    };
  }

  categories({ q, limit }: ListAdminCategoriesQueryDto = {}): Promise<AdminCategory[]> {
    return this.figures.categoryCounts(q, limit);
  }

  countryCodes(): Promise<string[]> {
    return this.figures.countryCodes();
  }
}
