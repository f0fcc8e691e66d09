var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { SitemapFilesService } from './sitemap-files.service.js';
/** Behind the global admin guard like everything under /api/admin. */
let SitemapAdminController = class SitemapAdminController {
    files;
    constructor(files) {
        this.files = files;
    }
    overview() {
        return this.files.overview();
    }
    regenerate() {
        return this.files.regenerate();
    }
};
__decorate([
    Get(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SitemapAdminController.prototype, "overview", null);
__decorate([
    Post('regenerate'),
    HttpCode(200),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SitemapAdminController.prototype, "regenerate", null);
SitemapAdminController = __decorate([
    Controller('api/admin/sitemaps'),
    __metadata("design:paramtypes", [SitemapFilesService])
], SitemapAdminController);
export { SitemapAdminController };
//# sourceMappingURL=sitemap-admin.controller.js.map