import { Injectable, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { DataVersionService } from './data-version.service.js';
import { CachedBody, HttpCacheService } from './http-cache.service.js';
import { cachedHeaders, matchesEtag, resourceOf } from './http-cache.headers.js';

/**
 * Answers requests whose body this process holds hot, straight from Express, ahead of the
 * rest of the stack (static files, compression, cookies, Nest's router, guards, pipes):
 * most of the cost of a cached answer is otherwise that stack, not the answer.
 *
 * It registers itself while the application is being built (NestFactory.create), before
 * configureApp adds its middleware, so it runs first. Anything it does not hold (other
 * versions, Redis-only entries, errors, non-GET) falls through to the full path, which
 * builds and stores the answer (HttpCacheInterceptor). The headers the full stack adds to
 * every answer (helmet's) are copied from the first answer it sends, so both paths agree.
 */
@Injectable()
export class HttpCacheFastPath {
  private commonHeaders: Array<[string, string | number | string[]]> | null = null;

  constructor(
    private readonly cache: HttpCacheService,
    private readonly dataVersion: DataVersionService,
    @Optional() adapterHost?: HttpAdapterHost,
  ) {
    // Absent when a testing module is compiled before its application exists.
    adapterHost?.httpAdapter?.use(this.handle);
  }

  /** Called by the full path with the headers the middleware chain set before the handler. */
  learnCommonHeaders(headers: Array<[string, string | number | string[]]>): void {
    this.commonHeaders ??= headers;
  }

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !this.commonHeaders || !req.url.startsWith('/api/')) return next();
    const version = this.dataVersion.peek();
    const body = version === undefined ? undefined : this.cache.peek(`http:v${version}:${resourceOf(req)}`);
    if (!body) return next();
    this.send(req, res, body);
  };

  private send(req: Request, res: Response, body: CachedBody): void {
    for (const [name, value] of this.commonHeaders ?? []) res.setHeader(name, value);
    if (matchesEtag(req.headers['if-none-match'], body.etag)) {
      res.writeHead(304, cachedHeaders(body, null));
      res.end();
      return;
    }
    const gzip = this.cache.acceptsGzip(req.headers['accept-encoding']);
    const bytes = gzip ? body.gzip : this.cache.identityOf(body);
    res.writeHead(200, cachedHeaders(body, gzip ? 'gzip' : null, bytes.length));
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }
}
