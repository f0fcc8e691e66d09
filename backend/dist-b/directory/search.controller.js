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
import { Controller, Get, Query } from '@nestjs/common';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { SearchQueryDto } from './dto/search.query.dto.js';
import { SearchService } from './search.service.js';
import { Public } from '../auth/public.decorator.js';
let SearchController = class SearchController {
    search;
    constructor(search) {
        this.search = search;
    }
    find(query) {
        return this.search.find(query);
    }
};
__decorate([
    Get(),
    HttpCached(HTTP_CACHE_TTL.detail),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [SearchQueryDto]),
    __metadata("design:returntype", Promise)
], SearchController.prototype, "find", null);
SearchController = __decorate([
    Public(),
    Controller('api/search'),
    __metadata("design:paramtypes", [SearchService])
], SearchController);
export { SearchController };
//# sourceMappingURL=search.controller.js.map