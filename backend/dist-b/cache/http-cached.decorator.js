import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { HTTP_CACHE_TTL_METADATA, HttpCacheInterceptor } from './http-cache.interceptor.js';
/**
 * Serves a public GET from the HTTP cache (see HttpCacheService): ETag, 304, gzip body,
 * `ttlMs` on the server. The key is the path plus the query parameters in CACHE_QUERY_PARAMS.
 */
export const HttpCached = (ttlMs) => applyDecorators(SetMetadata(HTTP_CACHE_TTL_METADATA, ttlMs), UseInterceptors(HttpCacheInterceptor));
//# sourceMappingURL=http-cached.decorator.js.map