var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var SitemapCliModule_1;
import { Module } from '@nestjs/common';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { withCommandContext } from './command-context.js';
import { SitemapGenerationModule } from '../sitemap/sitemap-generation.module.js';
import { SitemapGenerator } from '../sitemap/sitemap-generator.service.js';
let SitemapCliModule = SitemapCliModule_1 = class SitemapCliModule {
    static forRoot(config, databaseUrl) {
        return {
            module: SitemapCliModule_1,
            imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(databaseUrl), SitemapGenerationModule],
        };
    }
};
SitemapCliModule = SitemapCliModule_1 = __decorate([
    Module({})
], SitemapCliModule);
/**
 * `npm run sitemap:generate`: one run in a Nest application context (no HTTP server,
 * no schedules), on the database main.ts would open.
 */
export function generateSitemapsOnce(config) {
    return withCommandContext(config, (databaseUrl) => SitemapCliModule.forRoot(config, databaseUrl), (app) => app.get(SitemapGenerator).run('command line'));
}
//# sourceMappingURL=generate-sitemaps.js.map