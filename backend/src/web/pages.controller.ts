import { Controller, Get, Logger, NotFoundException, Req, Res, StreamableFile } from '@nestjs/common';
import { matchPageRoute, pageRoutePattern } from '@directory/shared';
import type { Request, Response as ExpressResponse } from 'express';
import { Public } from '../auth/public.decorator.js';
import { cachedReply } from '../cache/cached-reply.js';
import { HTML_TYPE } from '../cache/http-cache.headers.js';
import { HTTP_CACHE_TTL, HttpCacheService } from '../cache/http-cache.service.js';
import { isDatabaseUnavailable } from '../common/database-unavailable.js';
import { PageRendererService } from './page-renderer.service.js';

const SERVER_ERROR_PAGE = '<!doctype html><title>Server error</title><p>Something went wrong. Please try again.</p>';

/** Where `res.locals` keeps the page route that answered, for the request metrics' label. */
export const PAGE_ROUTE_LOCAL = 'pageRoute';

/**
 * Every GET no API controller claims (WebModule is imported last, so this catch-all is registered
 * after every API route): `/api/*` keeps Nest's JSON 404; `/admin` is the back office's shell; every
 * other path is a public page, answered 301 from a non-canonical URL, else its server-rendered HTML,
 * cached under the data version like the API's answers (ETag, 304, gzip), 404 when the route or the
 * thing it names does not exist.
 */
@Public()
@Controller()
export class PagesController {
  private readonly logger = new Logger(PagesController.name);

  constructor(
    private readonly pages: PageRendererService,
    private readonly cache: HttpCacheService,
  ) {}

  @Get('{*path}')
  async page(
    @Req() req: Request,
    @Res({ passthrough: true }) res: ExpressResponse,
  ): Promise<Response | StreamableFile | string | undefined> {
    if (req.path === '/api' || req.path.startsWith('/api/')) {
      throw new NotFoundException(`Cannot ${req.method} ${req.path}`);
    }
    if (isUnder(req.path, '/admin-legacy')) return movedTo('/admin');
    res.setHeader('Cache-Control', 'no-cache');
    if (isUnder(req.path, '/admin')) {
      res.locals[PAGE_ROUTE_LOCAL] = '/admin';
      res.type('html');
      return this.pages.adminPage();
    }
    if (req.path === '/index.html') return movedTo('/');
    const route = matchPageRoute(req.path);
    if (route.kind !== 'not-found') res.locals[PAGE_ROUTE_LOCAL] = pageRoutePattern(route);
    const canonical = this.pages.canonicalUrl(req.url);
    if (canonical) return movedTo(canonical);
    if (route.kind === 'account') {
      // docs/behaviour.md §12: the same HTML for everyone (the account is read after hydration), kept by nobody.
      const page = await this.pages.publicPage(req.url);
      res
        .status(page.status ?? 200)
        .type('html')
        .setHeader('Cache-Control', 'private, no-store');
      return page.text;
    }
    try {
      const answer = await this.cache.answerText(`page:${req.url}`, HTTP_CACHE_TTL.detail, () =>
        this.pages.publicPage(req.url),
      );
      return cachedReply(req, res, answer, this.cache, HTML_TYPE);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      this.logger.error(`Rendering ${req.path} failed: ${(error as Error).message}`);
      res.status(500).type('html');
      return new Response(SERVER_ERROR_PAGE, { status: 500 });
    }
  }
}

const movedTo = (location: string) => new Response(null, { status: 301, headers: { Location: location } });

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
