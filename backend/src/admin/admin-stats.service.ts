import { Injectable } from '@nestjs/common';
import type { AdminCategory, AdminStats } from '@directory/shared';
import { AdminStatsRepository } from './admin-stats.repository.js';
import type { ListAdminCategoriesQueryDto } from './dto/list-admin-categories.query.dto.js';

/** The dashboard's charts of new accounts and reviews cover this many days. */
const CHART_DAYS = 30;

@Injectable()
export class AdminStatsService {
  constructor(private readonly figures: AdminStatsRepository) {}

  async stats(): Promise<AdminStats> {
    const [
      { approved, pending, countries, cities },
      categories,
      accounts,
      newAccountsByDay,
      reviews,
      newReviewsByDay,
      ownerWork,
    ] = await Promise.all([
      this.figures.totals(),
      this.figures.categoryCounts(),
      this.figures.accountCount(),
      this.figures.createdByDay('accounts', CHART_DAYS),
      this.figures.reviewCounts(),
      this.figures.createdByDay('reviews', CHART_DAYS),
      this.figures.openOwnerWork(),
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
      pendingReviews: reviews.pending,
      publishedReviews: reviews.published,
      newReviewsByDay,
      openClaims: ownerWork.claims,
      openChangeRequests: ownerWork.changeRequests,
    };
  }

  categories({ q, limit }: ListAdminCategoriesQueryDto = {}): Promise<AdminCategory[]> {
    return this.figures.categoryCounts(q, limit);
  }

  countryCodes(): Promise<string[]> {
    return this.figures.countryCodes();
  }
}
