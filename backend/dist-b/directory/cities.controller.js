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
import { Controller, Get, Param, Query } from '@nestjs/common';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { DirectoryService } from './directory.service.js';
import { LetterQueryDto } from './dto/letter.query.dto.js';
import { PageQueryDto } from '../common/paging/page-query.dto.js';
import { Public } from '../auth/public.decorator.js';
let CitiesController = class CitiesController {
    directory;
    constructor(directory) {
        this.directory = directory;
    }
    list(query) {
        return this.directory.cities(query.letter);
    }
    findOne(countryCode, citySlug, query) {
        return this.directory.city(countryCode, citySlug, query);
    }
};
__decorate([
    Get(),
    HttpCached(HTTP_CACHE_TTL.list),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [LetterQueryDto]),
    __metadata("design:returntype", Promise)
], CitiesController.prototype, "list", null);
__decorate([
    Get(':countryCode/:citySlug'),
    HttpCached(HTTP_CACHE_TTL.detail),
    __param(0, Param('countryCode')),
    __param(1, Param('citySlug')),
    __param(2, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, String, PageQueryDto]),
    __metadata("design:returntype", Promise)
], CitiesController.prototype, "findOne", null);
CitiesController = __decorate([
    Public(),
    Controller('api/cities'),
    __metadata("design:paramtypes", [DirectoryService])
], CitiesController);
export { CitiesController };
//# sourceMappingURL=cities.controller.js.map