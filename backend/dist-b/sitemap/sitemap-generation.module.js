var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { SitemapFilesRepository } from './sitemap-files.repository.js';
import { SitemapFilesService } from './sitemap-files.service.js';
import { SitemapGenerator } from './sitemap-generator.service.js';
/** Generation and stored files without HTTP or schedules: what `sitemap:generate` needs. */
let SitemapGenerationModule = class SitemapGenerationModule {
};
SitemapGenerationModule = __decorate([
    Module({
        providers: [SitemapGenerator, SitemapFilesRepository, SitemapFilesService],
        exports: [SitemapGenerator, SitemapFilesRepository, SitemapFilesService],
    })
], SitemapGenerationModule);
export { SitemapGenerationModule };
//# sourceMappingURL=sitemap-generation.module.js.map