import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { BusinessesModule } from '../businesses/businesses.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { InProcessDirectoryApi } from './in-process-directory-api.js';
import { PageMetaService } from './page-meta.service.js';
import { PageRendererService } from './page-renderer.service.js';
import { PageFormsController } from './page-forms.controller.js';
import { PagesController } from './pages.controller.js';

/** Serves the SPAs' HTML for every page route, with crawler metadata and site settings placed by the server. */
@Module({
  imports: [SettingsModule, DirectoryModule, BusinessesModule, ContactModule, ReviewsModule],
  controllers: [PageFormsController, PagesController],
  providers: [InProcessDirectoryApi, PageMetaService, PageRendererService],
})
export class WebModule {}
