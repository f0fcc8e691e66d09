var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { lastValueFrom, of } from 'rxjs';
import { cachedHeaders, JSON_TYPE, resourceOf } from './http-cache.headers.js';
import { HttpCacheService } from './http-cache.service.js';
export const HTTP_CACHE_TTL_METADATA = 'directory:http-cache-ttl';
/**
 * The full path of a cached public GET (`@HttpCached(ttl)`): looks the answer up under the
 * current data version, or builds it once through the handler (pipes included, so a bad
 * query still answers 400 and is never stored), then sends it with ETag / 304 and gzip.
 * While PostgreSQL is away it sends the last good answer marked `Warning: 110` (stale).
 */
let HttpCacheInterceptor = class HttpCacheInterceptor {
    reflector;
    cache;
    constructor(reflector, cache) {
        this.reflector = reflector;
        this.cache = cache;
    }
    async intercept(context, next) {
        const ttlMs = this.reflector.get(HTTP_CACHE_TTL_METADATA, context.getHandler());
        const http = context.switchToHttp();
        const req = http.getRequest();
        const res = http.getResponse();
        const answer = await this.cache.answer(resourceOf(req), ttlMs, () => lastValueFrom(next.handle()));
        return of(this.reply(req, res, answer));
    }
    reply(req, res, { body, stale }) {
        if (stale)
            res.set('Warning', '110 - "Response is Stale"');
        res.set(cachedHeaders(body, null));
        // Express's `fresh` check: If-None-Match against the ETag just set.
        if (req.fresh) {
            res.status(304);
            return undefined;
        }
        const gzip = req.acceptsEncodings('gzip') === 'gzip';
        const bytes = gzip ? body.gzip : this.cache.identityOf(body);
        res.set(cachedHeaders(body, gzip ? 'gzip' : null, bytes.length));
        return bytes;
    }
};
HttpCacheInterceptor = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [Reflector,
        HttpCacheService])
], HttpCacheInterceptor);
export { HttpCacheInterceptor };
//# sourceMappingURL=http-cache.interceptor.js.map