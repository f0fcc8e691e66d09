import type { SitemapOverview, SitemapRegeneration } from '@directory/shared';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { Actor, type AdminActor } from '../auth/admin-principal.js';
import { SitemapFilesService } from './sitemap-files.service.js';

/** Behind the global admin guard like everything under /api/admin. */
@Controller('api/admin/sitemaps')
export class SitemapAdminController {
  constructor(
    private readonly files: SitemapFilesService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  overview(): Promise<SitemapOverview> {
    return this.files.overview();
  }

  @Post('regenerate')
  @HttpCode(200)
  async regenerate(@Actor() { admin, ip }: AdminActor): Promise<SitemapRegeneration> {
    const result = await this.files.regenerate();
    const urlCount = result.files.reduce((sum, file) => sum + file.urlCount, 0);
    await this.audit.record(
      admin,
      'sitemaps.regenerated',
      { skipped: result.skipped, files: result.files.length, urlCount },
      ip,
    );
    return result;
  }
}
