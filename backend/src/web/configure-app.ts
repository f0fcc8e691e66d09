import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type RequestHandler } from 'express';
import helmet, { strictTransportSecurity } from 'helmet';
import path from 'node:path';
import { createValidationPipe } from '../common/validation.js';
import { AppConfig } from '../config/app-config.js';
import { contentSecurityPolicies } from './content-security-policy.js';
import { ADMIN_WEB_DIST, PUBLIC_WEB_DIST } from './page-renderer.service.js';
import { rejectMalformedUrls, useCheckedBodyParsers } from './request-guards.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed images (the demo's illustrations): a week, then revalidated with the ETag. */
const IMAGES = 'public, max-age=604800';

/** Everything main.ts and the e2e tests share: middleware, pipes, static SPAs. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get(AppConfig);
  // docs/behaviour.md §11: X-Forwarded-For (so req.ip, which rate limits key on) only from TRUST_PROXY.
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // Set per request: HSTS only over https, X-Frame-Options only beside the public policy.
      strictTransportSecurity: false,
      xFrameOptions: false,
      // Tile servers want to know the site (OpenStreetMap blocks tiles without a Referer).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  app.use(contentSecurityPolicies(config.MAP_TILE_URL));
  app.use(onlyOverHttps(strictTransportSecurity()));
  app.use(rejectMalformedUrls);
  app.use(compression());
  app.use(cookieParser());
  // Site settings take four fields of up to 100 000 characters each (docs/behaviour.md §4): 2 MB bodies.
  useCheckedBodyParsers(app);
  app.useGlobalPipes(createValidationPipe());
  app.use('/admin', staticAssets(ADMIN_WEB_DIST));
  app.use(staticAssets(PUBLIC_WEB_DIST));
  return app;
}

/**
 * RFC 6797 §7.2: a host sends Strict-Transport-Security over secure transport only. `req.secure`
 * is true for https, or behind a proxy named by TRUST_PROXY that says `X-Forwarded-Proto: https`.
 */
function onlyOverHttps(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.secure ? handler(req, res, next) : next());
}

/**
 * The SPA's files, which all have an extension (`/assets/index-3f9c.js`, `/favicon.svg`). API
 * paths and pages (`/business/{slug}`) skip the lookup: two file-system stats per request
 * otherwise, the largest cost of answering a cached page.
 */
function staticAssets(dir: string): RequestHandler {
  const serve = express.static(dir, {
    index: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlOf(path.relative(dir, file))),
  });
  // The SPA's index.html is a template: `/index.html` is the home page's old address (301 from PagesController).
  return (req, res, next) =>
    req.originalUrl.startsWith('/api/') || req.path === '/index.html' || !hasExtension(req.path)
      ? next()
      : serve(req, res, next);
}

const hasExtension = (urlPath: string) => /\.[A-Za-z0-9]+$/.test(urlPath);

/** `file` relative to the SPA's dist folder: hashed bundles live in assets/, the demo's illustrations in images/. */
function cacheControlOf(file: string): string {
  const [top] = file.split(path.sep);
  if (top === 'assets') return IMMUTABLE;
  return top === 'images' ? IMAGES : 'no-cache';
}
