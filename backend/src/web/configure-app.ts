import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { createValidationPipe } from '../common/validation.js';
import { ADMIN_WEB_DIST, PUBLIC_WEB_DIST } from './page-renderer.service.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Everything main.ts and the e2e tests share: middleware, pipes, static SPAs. */
export function configureApp(app: NestExpressApplication): NestExpressApplication {
  app.set('trust proxy', 'loopback');
  app.set('etag', 'strong');
  app.disable('x-powered-by');
  // Site settings inject arbitrary third-party tags (analytics, pixels), so no CSP here.
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  app.use(compression());
  app.use(cookieParser());
  // Site settings take four fields of up to 100 000 characters each (CONTRACT §4).
  app.useBodyParser('json', { limit: '2mb' });
  app.useGlobalPipes(createValidationPipe());
  app.use('/admin', staticAssets(ADMIN_WEB_DIST));
  app.use(staticAssets(PUBLIC_WEB_DIST));
  app.enableShutdownHooks();
  return app;
}

/** The SPA's files; API paths skip the lookup (two file-system stats per API request otherwise). */
function staticAssets(dir: string): RequestHandler {
  const serve = express.static(dir, {
    index: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', file.includes('/assets/') ? IMMUTABLE : 'no-cache'),
  });
  return (req, res, next) => (req.originalUrl.startsWith('/api/') ? next() : serve(req, res, next));
}
