import { Injectable } from '@nestjs/common';
import type { AdminCategory, AdminStats } from '@directory/shared';
import { AdminStatsRepository } from './admin-stats.repository.js';
import type { ListAdminCategoriesQueryDto } from './dto/list-admin-categories.query.dto.js';

/** The dashboard's chart of new accounts covers this many days. */
const NEW_ACCOUNT_DAYS = 30;

@Injectable()
export class AdminStatsService {
  constructor(private readonly figures: AdminStatsRepository) {}

  async stats(): Promise<AdminStats> {
    const [{ approved, pending, countries, cities }, categories, accounts, newAccountsByDay] = await Promise.all([
      this.figures.totals(),
      this.figures.categoryCounts(),
      this.figures.accountCount(),
      this.figures.newAccountsByDay(NEW_ACCOUNT_DAYS),
    ]);
    return {
      totalBusinesses: approved + pending,
      approvedBusinesses: approved,
      pendingBusinesses: pending,
      totalCategories: categories.length,
      totalCountries: countries,
      totalCities: cities,
      categories: categories.map(({ category, count }) => ({ category, count })),
      accounts,
      newAccountsByDay,
    };
  }

  categories({ q, limit }: ListAdminCategoriesQueryDto = {}): Promise<AdminCategory[]> {
    return this.figures.categoryCounts(q, limit);
  }

  countryCodes(): Promise<string[]> {
    return this.figures.countryCodes();
  }
}
