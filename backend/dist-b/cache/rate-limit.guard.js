var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { applyDecorators, HttpException, HttpStatus, Injectable, SetMetadata, UseGuards, } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RateLimitService } from './rate-limit.service.js';
const RATE_LIMIT_METADATA = 'directory:rate-limit';
export const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';
/** Limits a route per client IP (`req.ip`: the proxy's X-Forwarded-For when it comes from a trusted proxy). */
export const RateLimit = (rule) => applyDecorators(SetMetadata(RATE_LIMIT_METADATA, rule), UseGuards(RateLimitGuard));
let RateLimitGuard = class RateLimitGuard {
    reflector;
    limits;
    constructor(reflector, limits) {
        this.reflector = reflector;
        this.limits = limits;
    }
    async canActivate(context) {
        const rule = this.reflector.get(RATE_LIMIT_METADATA, context.getHandler());
        if (!rule)
            return true;
        const http = context.switchToHttp();
        const req = http.getRequest();
        const res = http.getResponse();
        const verdict = await this.limits.hit(rule, req.ip ?? 'unknown');
        res.setHeader('X-RateLimit-Limit', rule.limit);
        res.setHeader('X-RateLimit-Remaining', verdict.remaining);
        if (verdict.allowed)
            return true;
        res.setHeader('Retry-After', verdict.retryAfterSeconds);
        throw new HttpException({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message: TOO_MANY_REQUESTS, error: 'Too Many Requests' }, HttpStatus.TOO_MANY_REQUESTS);
    }
};
RateLimitGuard = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [Reflector,
        RateLimitService])
], RateLimitGuard);
export { RateLimitGuard };
//# sourceMappingURL=rate-limit.guard.js.map