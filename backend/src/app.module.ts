import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AccountsModule } from './accounts/accounts.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BusinessesModule } from './businesses/businesses.module.js';
import { AppCacheModule } from './cache/app-cache.module.js';
import { DatabaseUnavailableFilter } from './common/database-unavailable.filter.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DatabaseModule } from './database/database.module.js';
import { ReadReplicasModule } from './database/read-replicas.module.js';
import { DataChangesModule } from './data-changes/data-changes.module.js';
import { DirectoryModule } from './directory/directory.module.js';
import { ExportModule } from './export/export.module.js';
import { HealthModule } from './health/health.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { RedisModule } from './redis/redis.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { ClaimsModule } from './claims/claims.module.js';
import { WebModule } from './web/web.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SitemapModule } from './sitemap/sitemap.module.js';
import { UploadModule } from './upload/upload.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot(config),
        MetricsModule.forRoot(config),
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl),
        RedisModule,
        AppCacheModule,
        ReadReplicasModule,
        ScheduleModule.forRoot(),
        DataChangesModule,
        HealthModule,
        BusinessesModule,
        DirectoryModule,
        ContactModule,
        AuditModule,
        AuthModule,
        AccountsModule,
        ReviewsModule,
        SettingsModule,
        AdminModule,
        ClaimsModule,
        ReportsModule,
        SitemapModule,
        UploadModule,
        ExportModule,
        SeedModule,
        WebModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: DatabaseUnavailableFilter }],
    };
  }
}
