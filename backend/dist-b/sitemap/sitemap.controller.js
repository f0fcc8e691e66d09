var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { Public } from '../auth/public.decorator.js';
import { SitemapFilesService } from './sitemap-files.service.js';
import { INDEX_PATH } from './sitemap-paths.js';
/** Short enough that crawlers behind a shared cache see a regeneration within minutes. */
const CACHE_CONTROL = 'public, max-age=300';
const XML_TYPE = 'application/xml; charset=utf-8';
/**
 * Public sitemap files (CONTRACT §7) and robots.txt. Clients that take gzip get the gzip
 * stored at generation time, with the weak form of the stored ETag (as nginx does), so a
 * revalidation matches whichever variant the client holds.
 */
let SitemapController = class SitemapController {
    files;
    constructor(files) {
        this.files = files;
    }
    index(req, res) {
        return this.send(INDEX_PATH, req, res);
    }
    section(name, req, res) {
        return this.send(`/sitemaps/${name}`, req, res);
    }
    businesses(name, req, res) {
        return this.send(`/sitemaps/businesses/${name}`, req, res);
    }
    robots() {
        return this.files.robotsTxt();
    }
    async send(path, req, res) {
        const file = await this.files.find(path);
        if (!file) {
            res.status(404).type('text/plain').send('Not Found');
            return;
        }
        const gzip = file.gzip !== null && req.acceptsEncodings('gzip') === 'gzip';
        res.set(headersOf(file, gzip));
        // Express answers 304 itself when If-None-Match matches the ETag.
        res.send(gzip ? file.gzip : file.content);
    }
};
__decorate([
    Get('sitemap.xml'),
    __param(0, Req()),
    __param(1, Res()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], SitemapController.prototype, "index", null);
__decorate([
    Get('sitemaps/:name'),
    __param(0, Param('name')),
    __param(1, Req()),
    __param(2, Res()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", Promise)
], SitemapController.prototype, "section", null);
__decorate([
    Get('sitemaps/businesses/:name'),
    __param(0, Param('name')),
    __param(1, Req()),
    __param(2, Res()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", Promise)
], SitemapController.prototype, "businesses", null);
__decorate([
    Get('robots.txt'),
    Header('Content-Type', 'text/plain; charset=utf-8'),
    Header('Cache-Control', 'public, max-age=3600'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", String)
], SitemapController.prototype, "robots", null);
SitemapController = __decorate([
    Public(),
    Controller(),
    __metadata("design:paramtypes", [SitemapFilesService])
], SitemapController);
export { SitemapController };
function headersOf(file, gzip) {
    const headers = {
        'Content-Type': XML_TYPE,
        'Cache-Control': CACHE_CONTROL,
        Vary: 'Accept-Encoding',
        ETag: gzip ? `W/${file.etag}` : file.etag,
    };
    if (gzip)
        headers['Content-Encoding'] = 'gzip';
    return headers;
}
//# sourceMappingURL=sitemap.controller.js.map