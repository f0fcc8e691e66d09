import { Controller, Get, Query } from '@nestjs/common';
import type { AdminCategory, AdminStats } from '@directory/shared';
import { AdminStatsService } from './admin-stats.service.js';
import { ListAdminCategoriesQueryDto } from './dto/list-admin-categories.query.dto.js';

@Controller('api/admin')
export class AdminOverviewController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get('stats')
  getStats(): Promise<AdminStats> {
    return this.stats.stats();
  }

  @Get('country-codes')
  countryCodes(): Promise<string[]> {
    return this.stats.countryCodes();
  }

  @Get('categories')
  categories(@Query() query: ListAdminCategoriesQueryDto): Promise<AdminCategory[]> {
    return this.stats.categories(query);
  }
}
