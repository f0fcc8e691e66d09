import type { SitemapOverview, SitemapRegeneration } from '@directory/shared';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { SitemapFilesService } from './sitemap-files.service.js';

/** Behind the global admin guard like everything under /api/admin. */
@Controller('api/admin/sitemaps')
export class SitemapAdminController {
  constructor(private readonly files: SitemapFilesService) {}

  @Get()
  overview(): Promise<SitemapOverview> {
    return this.files.overview();
  }

  @Post('regenerate')
  @HttpCode(200)
  regenerate(): Promise<SitemapRegeneration> {
    return this.files.regenerate();
  }
}
