import type { CookieOptions, Request, Response } from 'express';

/** docs/behaviour.md §12: the visitors' and owners' session, apart from the admins' `directory_admin_session`. */
export const ACCOUNT_SESSION_COOKIE = 'directory_session';

export const ACCOUNT_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A mark the page's JavaScript can read (the session cookie is httpOnly): only a browser that has it
 * asks `GET /api/account/me`, so a signed-out visitor's pages make no call that answers 401. It holds
 * nothing secret and opens nothing.
 */
export const SIGNED_IN_MARK = 'directory_signed_in';

function options(req: Request): CookieOptions {
  // req.secure honours X-Forwarded-Proto from the trusted proxy ('trust proxy' is set).
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}

export function readAccountSessionCookie(req: Request): unknown {
  return (req.cookies as Record<string, unknown> | undefined)?.[ACCOUNT_SESSION_COOKIE];
}

export function writeAccountSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(ACCOUNT_SESSION_COOKIE, token, { ...options(req), maxAge: ACCOUNT_SESSION_LIFETIME_MS });
  res.cookie(SIGNED_IN_MARK, '1', { ...options(req), httpOnly: false, maxAge: ACCOUNT_SESSION_LIFETIME_MS });
}

export function clearAccountSessionCookie(req: Request, res: Response): void {
  res.clearCookie(ACCOUNT_SESSION_COOKIE, options(req));
  res.clearCookie(SIGNED_IN_MARK, { ...options(req), httpOnly: false });
}
