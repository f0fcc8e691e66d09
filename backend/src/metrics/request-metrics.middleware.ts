import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { matchedRoute } from '../logging/matched-route.js';
import { PAGE_ROUTE_LOCAL } from '../web/pages.controller.js';
import { AppMetrics } from './app-metrics.js';

/**
 * Times every request that reaches Nest, labelled by the route that answered it: an API route's
 * pattern, or the public page's (PagesController names it); `unmatched` for unknown paths.
 */
@Injectable()
export class RequestMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: AppMetrics) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.metrics.observeRequest(
        req.method,
        matchedRoute(req) ?? pageRouteOf(res) ?? 'unmatched',
        res.statusCode,
        seconds,
      );
    });
    next();
  }
}

const pageRouteOf = (res: Response): string | undefined => res.locals[PAGE_ROUTE_LOCAL] as string | undefined;
