var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { DataChangesModule } from '../directory/data-changes.module.js';
import { SeedModule } from '../seed/seed.module.js';
import { SitemapAdminController } from './sitemap-admin.controller.js';
import { SitemapGenerationModule } from './sitemap-generation.module.js';
import { DEFAULT_SITEMAP_DEBOUNCE_MS, SITEMAP_DEBOUNCE_MS, SitemapScheduler } from './sitemap-scheduler.service.js';
import { SitemapController } from './sitemap.controller.js';
let SitemapModule = class SitemapModule {
};
SitemapModule = __decorate([
    Module({
        imports: [DataChangesModule, SitemapGenerationModule, SeedModule],
        controllers: [SitemapController, SitemapAdminController],
        providers: [SitemapScheduler, { provide: SITEMAP_DEBOUNCE_MS, useValue: DEFAULT_SITEMAP_DEBOUNCE_MS }],
    })
], SitemapModule);
export { SitemapModule };
//# sourceMappingURL=sitemap.module.js.map