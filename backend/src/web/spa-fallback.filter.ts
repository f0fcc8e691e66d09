import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendServiceUnavailable } from '../common/database-unavailable.filter.js';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { PageRendererService } from './page-renderer.service.js';

/**
 * Routes no controller claims: `/api/*` keeps Nest's JSON 404; every other GET is a
 * route of one of the two SPAs and gets its HTML shell, filled for crawlers, with
 * status 404 when the route or the thing it names does not exist.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  private readonly logger = new Logger(SpaFallbackFilter.name);

  constructor(private readonly pages: PageRendererService) {}

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
    res.type('html');
    if (req.path === '/admin' || req.path.startsWith('/admin/')) {
      res.send(await this.pages.adminPage());
      return;
    }
    try {
      const page = await this.pages.publicPage(req.path);
      res.status(page.status).send(page.html);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return sendServiceUnavailable(req, res);
      this.logger.error(`Rendering ${req.path} failed: ${(error as Error).message}`);
      res.status(500).send('<!doctype html><title>Server error</title><p>Something went wrong. Please try again.</p>');
    }
  }
}
