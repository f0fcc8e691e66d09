const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export function isUnsafeMethod(method) {
    return UNSAFE_METHODS.has(method.toUpperCase());
}
/**
 * True when an `Origin` header names another site than the one serving the request.
 * `allowedHosts` are `host[:port]` values (the request's Host, the public base URL's host).
 * An opaque origin (`null`) or an unparsable one counts as foreign.
 */
export function isForeignOrigin(origin, allowedHosts) {
    if (origin === undefined || origin === '')
        return false;
    let host;
    try {
        const url = new URL(origin);
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
            return true;
        host = url.host.toLowerCase();
    }
    catch {
        return true;
    }
    return !allowedHosts.some((allowed) => allowed !== undefined && sameHost(allowed.toLowerCase(), host));
}
// Origin omits default ports (http :80, https :443) while a Host header may carry them.
function sameHost(allowed, originHost) {
    const strip = (h) => h.replace(/:(80|443)$/, '');
    return strip(allowed) === strip(originHost);
}
//# sourceMappingURL=origin-check.js.map