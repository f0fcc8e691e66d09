var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module.js';
import { APP_FILTER } from '@nestjs/core';
import { BusinessesModule } from '../businesses/businesses.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { PageMetaService } from './page-meta.service.js';
import { PageRendererService } from './page-renderer.service.js';
import { SpaFallbackFilter } from './spa-fallback.filter.js';
/** Serves the SPAs' HTML for every page route, with crawler metadata and site settings placed by the server. */
let WebModule = class WebModule {
};
WebModule = __decorate([
    Module({
        imports: [SettingsModule, DirectoryModule, BusinessesModule],
        providers: [PageMetaService, PageRendererService, { provide: APP_FILTER, useClass: SpaFallbackFilter }],
    })
], WebModule);
export { WebModule };
//# sourceMappingURL=web.module.js.map