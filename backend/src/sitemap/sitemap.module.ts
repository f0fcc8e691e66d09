import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { DataChangesModule } from '../data-changes/data-changes.module.js';
import { SeedModule } from '../seed/seed.module.js';
import { SitemapAdminController } from './sitemap-admin.controller.js';
import { SitemapGenerationModule } from './sitemap-generation.module.js';
import { DEFAULT_SITEMAP_DEBOUNCE_MS, SITEMAP_DEBOUNCE_MS, SitemapScheduler } from './sitemap-scheduler.service.js';
import { SitemapController } from './sitemap.controller.js';

@Module({
  imports: [AuditModule, DataChangesModule, SitemapGenerationModule, SeedModule],
  controllers: [SitemapController, SitemapAdminController],
  providers: [SitemapScheduler, { provide: SITEMAP_DEBOUNCE_MS, useValue: DEFAULT_SITEMAP_DEBOUNCE_MS }],
})
export class SitemapModule {}
