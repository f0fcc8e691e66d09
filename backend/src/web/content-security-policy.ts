import type { RequestHandler } from 'express';
import { contentSecurityPolicy, xFrameOptions } from 'helmet';

type Directives = Record<string, string[]>;

const SHARED: Directives = {
  defaultSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** The back office runs its own bundles only. MUI (emotion) adds <style> elements at run time; business photos come from any host. */
export const ADMIN_DIRECTIVES: Directives = {
  ...SHARED,
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Public pages carry the site settings (docs/behaviour.md §8): analytics and pixel HTML written by the
 * admins, whose inline scripts load more code from their vendors' hosts, send beacons and may add
 * frames, so those may come from any https origin. What stays shut: plugins, a <base> that
 * re-points relative URLs, framing by other sites, forms posting elsewhere, plain-http scripts and
 * eval. README ("Content-Security-Policy") says what to list when tightening it.
 */
export function publicDirectives(mapTileUrl: string): Directives {
  return {
    ...SHARED,
    scriptSrc: ["'self'", "'unsafe-inline'", 'https:'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...plainHttpTileSource(mapTileUrl)],
    fontSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", 'https:'],
    frameSrc: ["'self'", 'https:'],
    frameAncestors: ["'self'"],
  };
}

/** A tile server on plain http (self-hosted) is not covered by `https:`; a `{s}` subdomain becomes `*`. */
function plainHttpTileSource(url: string): string[] {
  const origin = /^http:\/\/[^/]+/.exec(url)?.[0];
  return origin ? [origin.replace(/^http:\/\/\{[^}]*\}\./, 'http://*.')] : [];
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * docs/behaviour.md §11: every answer carries a policy (every HTML page included): the strict one under /admin.
 * `X-Frame-Options` (for browsers without `frame-ancestors`) goes only with the public policy, whose
 * `'self'` it repeats; beside the back office's `'none'` it would say something else.
 */
export function contentSecurityPolicies(mapTileUrl: string): RequestHandler {
  const admin = contentSecurityPolicy({ useDefaults: false, directives: ADMIN_DIRECTIVES });
  const sitePolicy = contentSecurityPolicy({ useDefaults: false, directives: publicDirectives(mapTileUrl) });
  const sameOrigin = xFrameOptions({ action: 'sameorigin' });
  const site: RequestHandler = (req, res, next) => sameOrigin(req, res, () => sitePolicy(req, res, next));
  return (req, res, next) => (isAdminPath(req.path) ? admin : site)(req, res, next);
}
