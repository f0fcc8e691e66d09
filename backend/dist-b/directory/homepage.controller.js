var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Controller, Get } from '@nestjs/common';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { DirectoryService } from './directory.service.js';
import { Public } from '../auth/public.decorator.js';
let HomepageController = class HomepageController {
    directory;
    constructor(directory) {
        this.directory = directory;
    }
    get() {
        return this.directory.homepage();
    }
};
__decorate([
    Get(),
    HttpCached(HTTP_CACHE_TTL.list),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], HomepageController.prototype, "get", null);
HomepageController = __decorate([
    Public(),
    Controller('api/homepage-data'),
    __metadata("design:paramtypes", [DirectoryService])
], HomepageController);
export { HomepageController };
//# sourceMappingURL=homepage.controller.js.map