/** What Express leaves on a request once a route has claimed it. */
interface RoutedRequest {
  baseUrl?: string;
  route?: { path?: unknown };
}

/**
 * The pattern of the route that answered (`/api/businesses/:slug`), never the raw URL, so logs
 * and metrics group requests by endpoint; undefined when no controller route matched (unknown
 * paths, pages served by the SPA fallback). Nest mounts middleware as catch-all routes
 * (`{/*splat}`), which Express also leaves on the request: a wildcard names no endpoint.
 */
export function matchedRoute(req: RoutedRequest): string | undefined {
  const path = req.route?.path;
  if (typeof path !== 'string' || path.includes('*')) return undefined;
  return `${req.baseUrl ?? ''}${path}`;
}
