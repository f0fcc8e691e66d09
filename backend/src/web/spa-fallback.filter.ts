import { ArgumentsHost, Catch, ExceptionFilter, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
export const PUBLIC_WEB_DIST = path.join(root, 'public-web', 'dist');
export const ADMIN_WEB_DIST = path.join(root, 'admin-web', 'dist');

/**
 * Routes no controller claims: `/api/*` keeps Nest's JSON 404, everything else is a
 * client-side route of one of the two SPAs and gets that SPA's index.html.
 */
@Catch(NotFoundException)
export class SpaFallbackFilter implements ExceptionFilter {
  catch(exception: NotFoundException, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/api/') && req.path !== '/api';
    const index = path.join(req.path.startsWith('/admin') ? ADMIN_WEB_DIST : PUBLIC_WEB_DIST, 'index.html');
    if (isPage && existsSync(index)) {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
      return;
    }
    res.status(exception.getStatus()).json(exception.getResponse());
  }
}
