import { StreamableFile } from '@nestjs/common';
import type { Request, Response as ExpressResponse } from 'express';
import { cachedHeaders, JSON_TYPE } from './http-cache.headers.js';
import type { CachedAnswer, HttpCacheService } from './http-cache.service.js';

/**
 * A cached answer as the web `Response` a Nest handler or interceptor may return (its status wins
 * over the route's; the headers put on `res` here stay): gzip bytes when the client takes them,
 * an empty 304 when its If-None-Match names the ETag (Express's `fresh` check). A stale answer
 * (PostgreSQL away) is marked `Warning: 110`.
 */
export function cachedReply(
  req: Request,
  res: ExpressResponse,
  { body, stale }: CachedAnswer,
  cache: HttpCacheService,
  type = JSON_TYPE,
): Response | StreamableFile {
  if (stale) res.set('Warning', '110 - "Response is Stale"');
  res.set(cachedHeaders(body, null));
  if (body.status === 200 && req.fresh) return new Response(null, { status: 304 });
  const gzip = req.acceptsEncodings('gzip') === 'gzip';
  const bytes = gzip ? body.gzip : cache.identityOf(body);
  res.set(cachedHeaders(body, gzip ? 'gzip' : null, bytes.length, type));
  // A 200 as the StreamableFile Nest's adapter pipes straight to the socket: the web Response
  // path reads the bytes through a web stream first, which cost a third of the cached
  // throughput (BENCHMARKS.md, Public API). Other statuses keep theirs through a Response.
  if (body.status === 200) return new StreamableFile(bytes);
  return new Response(bytes, { status: body.status });
}
