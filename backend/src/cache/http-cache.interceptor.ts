import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { lastValueFrom, Observable, of } from 'rxjs';
import { CachedBody, HttpCacheService } from './http-cache.service.js';

export const HTTP_CACHE_TTL_METADATA = 'directory:http-cache-ttl';

/** The only query parameters public cached routes read; others must not split the cache. */
export const CACHE_QUERY_PARAMS = ['letter', 'limit', 'page', 'q', 'where'] as const;

/** Browsers and proxies may keep a copy but must revalidate it (a cheap 304), so no page outlives an admin write. */
const CACHE_CONTROL = 'public, no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

@Injectable()
export class HttpCacheInterceptor implements NestInterceptor {
  private readonly gzipByHeader = new Map<string, boolean>();

  constructor(
    private readonly reflector: Reflector,
    private readonly cache: HttpCacheService,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const ttlMs = this.reflector.get<number>(HTTP_CACHE_TTL_METADATA, context.getHandler());
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const key = await this.cache.keyFor(resourceOf(req));
    const body = await this.cache.getOrBuild(key, ttlMs, () => lastValueFrom(next.handle()));
    return of(this.reply(req, res, body));
  }

  private reply(req: Request, res: Response, body: CachedBody): StreamableFile | undefined {
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('ETag', body.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (matchesEtag(req.headers['if-none-match'], body.etag)) {
      res.status(304);
      return undefined;
    }
    const gzip = this.acceptsGzip(req);
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const bytes = gzip ? body.gzip : this.cache.identityOf(body);
    return new StreamableFile(bytes, { type: JSON_TYPE, length: bytes.length });
  }

  /** Negotiation is a few microseconds; clients send only a handful of distinct headers. */
  private acceptsGzip(req: Request): boolean {
    const header = req.headers['accept-encoding'] ?? '';
    let accepted = this.gzipByHeader.get(header);
    if (accepted === undefined) {
      accepted = req.acceptsEncodings('gzip', 'identity') === 'gzip';
      if (this.gzipByHeader.size > 200) this.gzipByHeader.clear();
      this.gzipByHeader.set(header, accepted);
    }
    return accepted;
  }
}

export function resourceOf(req: Request): string {
  const parts: string[] = [];
  const query = req.query as Record<string, unknown>;
  for (const name of CACHE_QUERY_PARAMS) {
    const value = query[name];
    if (value !== undefined) parts.push(`${name}=${typeof value === 'string' ? encodeURIComponent(value) : JSON.stringify(value)}`);
  }
  return parts.length ? `${req.path}?${parts.join('&')}` : req.path;
}

/** RFC 9110 If-None-Match: weak comparison, a list, or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
