import type { Request } from 'express';
import type { CachedBody } from './http-cache.service.js';

/** The only query parameters public cached routes read; others must not split the cache. */
export const CACHE_QUERY_PARAMS = [
  'category',
  'lat',
  'letter',
  'limit',
  'lng',
  'minRating',
  'openNow',
  'page',
  'q',
  'sort',
  'where',
] as const;

/** An `openNow` answer changes as businesses open and close, so it is cached per minute of the clock. */
const OPEN_NOW_BUCKET_MS = 60_000;

/** Browsers and proxies may keep a copy but must revalidate it (a cheap 304), so no page outlives an admin write. */
export const CACHE_CONTROL = 'public, no-cache';
export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/** The headers of a cached answer (200 with `encoding` and `length`, or a 304 without them). */
export function cachedHeaders(
  body: CachedBody,
  encoding: 'gzip' | null,
  length?: number,
  type = JSON_TYPE,
): Record<string, string | number> {
  const headers: Record<string, string | number> = {
    'Cache-Control': CACHE_CONTROL,
    ETag: body.etag,
    Vary: 'Accept-Encoding',
  };
  if (length === undefined) return headers;
  headers['Content-Type'] = type;
  headers['Content-Length'] = length;
  if (encoding) headers['Content-Encoding'] = encoding;
  return headers;
}

/** The cache key of a request: its path and the query parameters in CACHE_QUERY_PARAMS. */
export function resourceOf(req: Request): string {
  return resourceKey(req.path, req.query as Record<string, unknown>);
}

/** `query` as Express's default (`querystring`) parser gives it; a repeated parameter is an array. */
export function resourceKey(path: string, query: Record<string, unknown>, now = Date.now()): string {
  const parts: string[] = [];
  for (const name of CACHE_QUERY_PARAMS) {
    const value = query[name];
    if (value !== undefined)
      parts.push(`${name}=${typeof value === 'string' ? encodeURIComponent(value) : JSON.stringify(value)}`);
  }
  if (query.openNow !== undefined) parts.push(`minute=${Math.floor(now / OPEN_NOW_BUCKET_MS)}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}
