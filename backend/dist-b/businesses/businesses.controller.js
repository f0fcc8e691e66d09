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
import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { HTTP_CACHE_TTL } from '../cache/http-cache.service.js';
import { HttpCached } from '../cache/http-cached.decorator.js';
import { RateLimit } from '../cache/rate-limit.guard.js';
import { BusinessesService } from './businesses.service.js';
import { SubmitBusinessDto } from './dto/submit-business.dto.js';
import { SubmissionsService } from './submissions.service.js';
import { Public } from '../auth/public.decorator.js';
/** Per client IP: a few honest submissions an hour, not a flood of spam rows for the admins. */
export const SUBMISSION_LIMIT = { name: 'business-submission', limit: 5, windowMs: 60 * 60_000 };
let BusinessesController = class BusinessesController {
    businesses;
    submissions;
    constructor(businesses, submissions) {
        this.businesses = businesses;
        this.submissions = submissions;
    }
    submit(dto) {
        return this.submissions.submit(dto);
    }
    findOne(slug) {
        return this.businesses.findBySlug(slug);
    }
};
__decorate([
    Post('submit'),
    RateLimit(SUBMISSION_LIMIT),
    __param(0, Body()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [SubmitBusinessDto]),
    __metadata("design:returntype", Promise)
], BusinessesController.prototype, "submit", null);
__decorate([
    Get(':slug'),
    HttpCached(HTTP_CACHE_TTL.detail),
    __param(0, Param('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], BusinessesController.prototype, "findOne", null);
BusinessesController = __decorate([
    Public(),
    Controller('api/businesses'),
    __metadata("design:paramtypes", [BusinessesService,
        SubmissionsService])
], BusinessesController);
export { BusinessesController };
//# sourceMappingURL=businesses.controller.js.map