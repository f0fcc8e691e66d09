import { ArgumentsHost, Catch, HttpStatus, Logger } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Request, Response } from 'express';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** The pool reconnects on the next request once PostgreSQL is back; clients may ask again soon. */
export const RETRY_AFTER_SECONDS = 5;
const LOG_EVERY_MS = 60_000;

const PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Temporarily unavailable</title>' +
  '<p>The directory is temporarily unavailable. Please try again in a few seconds.</p></html>';

/**
 * docs/behaviour.md §11: while PostgreSQL cannot be reached, 503 `{statusCode, message}` with
 * Retry-After (a short HTML page for page routes) instead of a 500. Every other error
 * keeps Nest's own answer.
 */
@Catch()
export class DatabaseUnavailableFilter extends BaseExceptionFilter {
  private readonly logger = new Logger(DatabaseUnavailableFilter.name);
  private loggedAt = 0;

  override catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http' || !isDatabaseUnavailable(exception)) return super.catch(exception, host);
    if (Date.now() - this.loggedAt > LOG_EVERY_MS) {
      this.loggedAt = Date.now();
      this.logger.warn(`Database unreachable, answering 503: ${(exception as Error).message}`);
    }
    const http = host.switchToHttp();
    sendServiceUnavailable(http.getRequest<Request>(), http.getResponse<Response>());
  }
}

export function sendServiceUnavailable(req: Request, res: Response): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res
    .status(HttpStatus.SERVICE_UNAVAILABLE)
    .set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
  const isPage =
    (req.method === 'GET' || req.method === 'HEAD') && req.path !== '/api' && !req.path.startsWith('/api/');
  if (isPage) res.type('html').send(PAGE);
  else res.json({ statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'Service Unavailable' });
}
