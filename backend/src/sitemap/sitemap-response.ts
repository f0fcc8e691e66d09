import type { Request, Response } from 'express';
import type { ServedSitemap } from './sitemap-files.service.js';

/** Short enough that crawlers behind a shared cache see a regeneration within minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Sends a stored sitemap: the stored gzip when the client takes it (the compression
 * middleware leaves encoded bodies alone), else the plain XML. Express answers 304 when
 * If-None-Match matches. The gzip variant carries the weak form of the stored ETag, as
 * nginx does, so a revalidation matches whichever variant the client holds.
 */
export function sendSitemap(req: Request, res: Response, file: ServedSitemap | null): void {
  if (!file) {
    res.status(404).type('text/plain').send('Not Found');
    return;
  }
  const gzip = file.gzip !== null && req.acceptsEncodings('gzip', 'identity') === 'gzip';
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.vary('Accept-Encoding');
  res.setHeader('ETag', gzip ? `W/${file.etag}` : file.etag);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.send(gzip ? file.gzip : file.content);
}
