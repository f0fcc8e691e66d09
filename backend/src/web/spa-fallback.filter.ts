import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { cachedReply } from '../cache/cached-reply.js';
import { HTML_TYPE } from '../cache/http-cache.headers.js';
import { HTTP_CACHE_TTL, HttpCacheService } from '../cache/http-cache.service.js';
import { sendServiceUnavailable } from '../common/database-unavailable.filter.js';
import { isDatabaseUnavailable } from '../common/database-unavailable.js';
import { PageRendererService } from './page-renderer.service.js';

/**
 * Routes no controller claims: `/api/*` keeps Nest's JSON 404; every other GET is a page of one
 * of the two SPAs. Public pages answer 301 from a non-canonical URL, else their server-rendered
 * HTML, cached under the data version like the API's answers (ETag, 304, gzip), with status 404
 * when the route or the thing it names does not exist.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  private readonly logger = new Logger(SpaFallbackFilter.name);

  constructor(
    private readonly pages: PageRendererService,
    private readonly cache: HttpCacheService,
  ) {}

  async catch(exception: NotFoundException, host: ArgumentsHost): Promise<void> {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && req.path !== '/api' && !req.path.startsWith('/api/');
    if (!isPage) {
      res.status(exception.getStatus()).json(exception.getResponse());
      return;
    }
    if (req.path === '/admin-legacy' || req.path.startsWith('/admin-legacy/')) return res.redirect(301, '/admin');
    res.setHeader('Cache-Control', 'no-cache');
    if (req.path === '/admin' || req.path.startsWith('/admin/')) {
      res.type('html').send(await this.pages.adminPage());
      return;
    }
    const canonical = this.pages.canonicalUrl(req.url);
    if (canonical) return res.redirect(301, canonical);
    try {
      const answer = await this.cache.answerText(`page:${req.url}`, HTTP_CACHE_TTL.detail, () =>
        this.pages.publicPage(req.url),
      );
      res.end(cachedReply(req, res, answer, this.cache, HTML_TYPE));
    } catch (error) {
      if (isDatabaseUnavailable(error)) return sendServiceUnavailable(req, res);
      this.logger.error(`Rendering ${req.path} failed: ${(error as Error).message}`);
      res
        .status(500)
        .type('html')
        .send('<!doctype html><title>Server error</title><p>Something went wrong. Please try again.</p>');
    }
  }
}
