import { DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { openDatabase } from '../database/open-database.js';
import { SitemapGenerationModule } from './sitemap-generation.module.js';
import { type GenerationResult, SitemapGenerator } from './sitemap-generator.service.js';

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
export async function generateSitemapsOnce(config: AppConfig): Promise<GenerationResult> {
  const database = await openDatabase(config);
  try {
    const app = await NestFactory.createApplicationContext(SitemapCliModule.forRoot(config, database.url), {
      logger: ['log', 'warn', 'error'],
    });
    try {
      return await app.get(SitemapGenerator).run('command line');
    } finally {
      await app.close();
    }
  } finally {
    await database.stop();
  }
}
