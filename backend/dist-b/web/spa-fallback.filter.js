var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var SpaFallbackFilter_1;
import { Catch, Logger, NotFoundException } from '@nestjs/common';
import { sendServiceUnavailable } from '../common/database-unavailable.filter.js';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { PageRendererService } from './page-renderer.service.js';
/**
 * Routes no controller claims: `/api/*` keeps Nest's JSON 404; every other GET is a
 * route of one of the two SPAs and gets its HTML shell, filled for crawlers, with
 * status 404 when the route or the thing it names does not exist.
 */
let SpaFallbackFilter = SpaFallbackFilter_1 = class SpaFallbackFilter {
    pages;
    logger = new Logger(SpaFallbackFilter_1.name);
    constructor(pages) {
        this.pages = pages;
    }
    async catch(exception, host) {
        const ctx = host.switchToHttp();
        const req = ctx.getRequest();
        const res = ctx.getResponse();
        const isPage = (req.method === 'GET' || req.method === 'HEAD') && req.path !== '/api' && !req.path.startsWith('/api/');
        if (!isPage) {
            res.status(exception.getStatus()).json(exception.getResponse());
            return;
        }
        if (req.path === '/admin-legacy' || req.path.startsWith('/admin-legacy/'))
            return res.redirect(301, '/admin');
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html');
        if (req.path === '/admin' || req.path.startsWith('/admin/')) {
            res.send(await this.pages.adminPage());
            return;
        }
        try {
            const page = await this.pages.publicPage(req.path);
            res.status(page.status).send(page.html);
        }
        catch (error) {
            if (isDatabaseUnavailable(error))
                return sendServiceUnavailable(req, res);
            this.logger.error(`Rendering ${req.path} failed: ${error.message}`);
            res.status(500).send('<!doctype html><title>Server error</title><p>Something went wrong. Please try again.</p>');
        }
    }
};
SpaFallbackFilter = SpaFallbackFilter_1 = __decorate([
    Catch(NotFoundException),
    __metadata("design:paramtypes", [PageRendererService])
], SpaFallbackFilter);
export { SpaFallbackFilter };
//# sourceMappingURL=spa-fallback.filter.js.map