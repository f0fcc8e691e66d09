import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { withCommandContext } from './command-context.js';
import { SitemapGenerationModule } from '../sitemap/sitemap-generation.module.js';
import { type GenerationResult, SitemapGenerator } from '../sitemap/sitemap-generator.service.js';

@Module({})
class SitemapCliModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: SitemapCliModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(databaseUrl), SitemapGenerationModule],
    };
  }
}

/**
 * `npm run sitemap:generate`: one run in a Nest application context (no HTTP server,
 * no schedules), on the database main.ts would open.
 */
export function generateSitemapsOnce(config: AppConfig): Promise<GenerationResult> {
  return withCommandContext(
    config,
    (databaseUrl) => SitemapCliModule.forRoot(config, databaseUrl),
    (app) => app.get(SitemapGenerator).run('command line'),
  );
}
