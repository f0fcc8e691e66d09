import { SESSION_LIFETIME_MS } from './sessions.service.js';
export const SESSION_COOKIE = 'directory_admin_session';
function options(req) {
    // req.secure honours X-Forwarded-Proto from the trusted proxy ('trust proxy' is set).
    return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}
export function readSessionCookie(req) {
    return req.cookies?.[SESSION_COOKIE];
}
export function writeSessionCookie(req, res, value) {
    res.cookie(SESSION_COOKIE, value, { ...options(req), maxAge: SESSION_LIFETIME_MS });
}
export function clearSessionCookie(req, res) {
    res.clearCookie(SESSION_COOKIE, options(req));
}
//# sourceMappingURL=session-cookie.js.map