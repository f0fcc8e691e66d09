import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { lastValueFrom, Observable, of } from 'rxjs';
import { cachedReply } from './cached-reply.js';
import { resourceOf } from './http-cache.headers.js';
import { HttpCacheService } from './http-cache.service.js';

export const HTTP_CACHE_TTL_METADATA = 'directory:http-cache-ttl';

/**
 * The full path of a cached public GET (`@HttpCached(ttl)`): looks the answer up under the
 * current data version, or builds it once through the handler (pipes included, so a bad
 * query still answers 400 and is never stored), then sends it with ETag / 304 and gzip.
 * While PostgreSQL is away it sends the last good answer marked `Warning: 110` (stale).
 */
@Injectable()
export class HttpCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: HttpCacheService,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const ttlMs = this.reflector.get<number>(HTTP_CACHE_TTL_METADATA, context.getHandler());
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const answer = await this.cache.answer(resourceOf(req), ttlMs, () => lastValueFrom(next.handle()));
    return of(cachedReply(req, res, answer, this.cache));
  }
}
