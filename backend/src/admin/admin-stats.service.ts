import { Injectable } from '@nestjs/common';
import type { AdminCategory, AdminStats } from '@directory/shared';
import { AdminStatsRepository } from './admin-stats.repository.js';

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

  categories(filter: { q?: string; limit?: number } = {}): Promise<AdminCategory[]> {
    return this.figures.categoryCounts(filter);
  }

  countryCodes(): Promise<string[]> {
    return this.figures.countryCodes();
  }
}
