import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { APP_FILTER } from '@nestjs/core';
import { BusinessesModule } from '../businesses/businesses.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { InProcessDirectoryApi } from './in-process-directory-api.js';
import { PageMetaService } from './page-meta.service.js';
import { PageRendererService } from './page-renderer.service.js';
import { SpaFallbackFilter } from './spa-fallback.filter.js';

/** Serves the SPAs' HTML for every page route, with crawler metadata and site settings placed by the server. */
@Module({
  imports: [SettingsModule, DirectoryModule, BusinessesModule],
  providers: [
    InProcessDirectoryApi,
    PageMetaService,
    PageRendererService,
    { provide: APP_FILTER, useClass: SpaFallbackFilter },
  ],
})
export class WebModule {}
