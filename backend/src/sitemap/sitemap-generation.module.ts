import { Module } from '@nestjs/common';
import { SitemapFilesRepository } from './sitemap-files.repository.js';
import { SitemapFilesService } from './sitemap-files.service.js';
import { SitemapGenerator } from './sitemap-generator.service.js';

/** Generation and stored files without HTTP or schedules: what `sitemap:generate` needs. */
@Module({
  providers: [SitemapGenerator, SitemapFilesRepository, SitemapFilesService],
  exports: [SitemapGenerator, SitemapFilesRepository, SitemapFilesService],
})
export class SitemapGenerationModule {}
