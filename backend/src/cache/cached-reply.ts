import type { Request, Response } from 'express';
import { cachedHeaders, JSON_TYPE } from './http-cache.headers.js';
import type { CachedAnswer, HttpCacheService } from './http-cache.service.js';

/**
 * Puts a cached answer's status and headers on `res` and picks the bytes to send: gzip when the
 * client takes it, nothing for a 304 (Express's `fresh` check of If-None-Match against the ETag).
 * A stale answer (PostgreSQL away) is marked `Warning: 110`.
 */
export function cachedReply(
  req: Request,
  res: Response,
  { body, stale }: CachedAnswer,
  cache: HttpCacheService,
  type = JSON_TYPE,
): Buffer | undefined {
  if (stale) res.set('Warning', '110 - "Response is Stale"');
  res.set(cachedHeaders(body, null));
  if (body.status === 200 && req.fresh) {
    res.status(304);
    return undefined;
  }
  const gzip = req.acceptsEncodings('gzip') === 'gzip';
  const bytes = gzip ? body.gzip : cache.identityOf(body);
  res.status(body.status).set(cachedHeaders(body, gzip ? 'gzip' : null, bytes.length, type));
  return bytes;
}
