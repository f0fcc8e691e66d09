/**
 * The one list that decides which routes need an admin session. Everything under
 * /api/admin is protected unless it is on PUBLIC_ADMIN_ROUTES; outside /api/admin only
 * the routes in PROTECTED_ROUTES are. A new admin route is therefore closed by default.
 */
export const PUBLIC_ADMIN_ROUTES: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/admin/login' },
  { method: 'GET', path: '/api/admin/site-settings' },
  { method: 'HEAD', path: '/api/admin/site-settings' },
];

export const PROTECTED_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'DELETE', path: /^\/api\/businesses\/[^/]+$/ },
  { method: '*', path: /^\/api\/upload-excel$/ },
  { method: '*', path: /^\/api\/export-csv$/ },
];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Lower-cased, without a trailing slash: Express matches routes case-insensitively and with or without it. */
export function normalizePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') : lower;
}

export function requiresSession(method: string, rawPath: string): boolean {
  const path = normalizePath(rawPath);
  const verb = method.toUpperCase();
  if (path === '/api/admin' || path.startsWith('/api/admin/')) {
    return !PUBLIC_ADMIN_ROUTES.some((r) => r.method === verb && r.path === path);
  }
  return PROTECTED_ROUTES.some((r) => (r.method === '*' || r.method === verb) && r.path.test(path));
}

export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/**
 * True when an `Origin` header names another site than the one serving the request.
 * `allowedHosts` are `host[:port]` values (the request's Host, the public base URL's host).
 * An opaque origin (`null`) or an unparsable one counts as foreign.
 */
export function isForeignOrigin(origin: string | undefined, allowedHosts: ReadonlyArray<string | undefined>): boolean {
  if (origin === undefined || origin === '') return false;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
    host = url.host.toLowerCase();
  } catch {
    return true;
  }
  return !allowedHosts.some((allowed) => allowed !== undefined && sameHost(allowed.toLowerCase(), host));
}

// Origin omits default ports (http :80, https :443) while a Host header may carry them.
function sameHost(allowed: string, originHost: string): boolean {
  const strip = (h: string) => h.replace(/:(80|443)$/, '');
  return strip(allowed) === strip(originHost);
}
