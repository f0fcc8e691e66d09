/** The only query parameters public cached routes read; others must not split the cache. */
export const CACHE_QUERY_PARAMS = ['letter', 'limit', 'page', 'q', 'where'];
/** Browsers and proxies may keep a copy but must revalidate it (a cheap 304), so no page outlives an admin write. */
export const CACHE_CONTROL = 'public, no-cache';
export const JSON_TYPE = 'application/json; charset=utf-8';
/** The headers of a cached answer (200 with `encoding` and `length`, or a 304 without them). */
export function cachedHeaders(body, encoding, length) {
    const headers = {
        'Cache-Control': CACHE_CONTROL,
        ETag: body.etag,
        Vary: 'Accept-Encoding',
    };
    if (length === undefined)
        return headers;
    headers['Content-Type'] = JSON_TYPE;
    headers['Content-Length'] = length;
    if (encoding)
        headers['Content-Encoding'] = encoding;
    return headers;
}
/** The cache key of a request: its path and the query parameters in CACHE_QUERY_PARAMS. */
export function resourceOf(req) {
    return resourceKey(req.path, req.query);
}
/** `query` as Express's default (`querystring`) parser gives it; a repeated parameter is an array. */
export function resourceKey(path, query) {
    const parts = [];
    for (const name of CACHE_QUERY_PARAMS) {
        const value = query[name];
        if (value !== undefined)
            parts.push(`${name}=${typeof value === 'string' ? encodeURIComponent(value) : JSON.stringify(value)}`);
    }
    return parts.length ? `${path}?${parts.join('&')}` : path;
}
//# sourceMappingURL=http-cache.headers.js.map