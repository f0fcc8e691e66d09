var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var DatabaseUnavailableFilter_1;
import { Catch, HttpStatus, Logger } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
/** The pool reconnects on the next request once PostgreSQL is back; clients may ask again soon. */
export const RETRY_AFTER_SECONDS = 5;
const LOG_EVERY_MS = 60_000;
const PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Temporarily unavailable</title>' +
    '<p>The directory is temporarily unavailable. Please try again in a few seconds.</p></html>';
/**
 * CONTRACT §11: while PostgreSQL cannot be reached, 503 `{statusCode, message}` with
 * Retry-After (a short HTML page for page routes) instead of a 500. Every other error
 * keeps Nest's own answer. Registered before WebModule's SpaFallbackFilter, so Nest asks
 * that one first for the NotFoundException of a page route.
 */
let DatabaseUnavailableFilter = DatabaseUnavailableFilter_1 = class DatabaseUnavailableFilter extends BaseExceptionFilter {
    logger = new Logger(DatabaseUnavailableFilter_1.name);
    loggedAt = 0;
    catch(exception, host) {
        if (host.getType() !== 'http' || !isDatabaseUnavailable(exception))
            return super.catch(exception, host);
        if (Date.now() - this.loggedAt > LOG_EVERY_MS) {
            this.loggedAt = Date.now();
            this.logger.warn(`Database unreachable, answering 503: ${exception.message}`);
        }
        const http = host.switchToHttp();
        sendServiceUnavailable(http.getRequest(), http.getResponse());
    }
};
DatabaseUnavailableFilter = DatabaseUnavailableFilter_1 = __decorate([
    Catch()
], DatabaseUnavailableFilter);
export { DatabaseUnavailableFilter };
export function sendServiceUnavailable(req, res) {
    if (res.headersSent) {
        res.end();
        return;
    }
    res
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && req.path !== '/api' && !req.path.startsWith('/api/');
    if (isPage)
        res.type('html').send(PAGE);
    else
        res.json({ statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'Service Unavailable' });
}
//# sourceMappingURL=database-unavailable.filter.js.map