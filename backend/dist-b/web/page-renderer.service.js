var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var PageRendererService_1;
import { Injectable, Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SettingsService } from '../settings/settings.service.js';
import { renderPublicPage } from './html-document.js';
import { PageMetaService } from './page-meta.service.js';
const root = path.resolve(import.meta.dirname, '../../..');
export const PUBLIC_WEB_DIST = path.join(root, 'public-web', 'dist');
export const ADMIN_WEB_DIST = path.join(root, 'admin-web', 'dist');
/** Used until the SPA is built (`npm run build`), so the server still answers every page. */
const BARE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Global Business Directory</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
/** The HTML shell of every SPA route, filled for crawlers (CONTRACT §8). */
let PageRendererService = PageRendererService_1 = class PageRendererService {
    meta;
    settings;
    logger = new Logger(PageRendererService_1.name);
    templates = new Map();
    constructor(meta, settings) {
        this.meta = meta;
        this.settings = settings;
    }
    /** The admin SPA's shell, untouched: site-wide tracking code never goes into the back office. */
    adminPage() {
        return this.template(ADMIN_WEB_DIST);
    }
    async publicPage(pathname) {
        const [template, meta, settings] = await Promise.all([
            this.template(PUBLIC_WEB_DIST),
            this.meta.forPath(pathname),
            this.settings.get(),
        ]);
        return { status: meta.status, html: renderPublicPage(template, meta, settings) };
    }
    template(dist) {
        let template = this.templates.get(dist);
        if (!template) {
            template = readFile(path.join(dist, 'index.html'), 'utf8').catch(() => {
                this.logger.warn(`${dist}/index.html is missing: run \`npm run build\`; serving a bare page shell`);
                return BARE_TEMPLATE;
            });
            this.templates.set(dist, template);
        }
        return template;
    }
};
PageRendererService = PageRendererService_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [PageMetaService,
        SettingsService])
], PageRendererService);
export { PageRendererService };
//# sourceMappingURL=page-renderer.service.js.map