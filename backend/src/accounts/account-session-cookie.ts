import type { CookieOptions, Request, Response } from 'express';

/** CONTRACT §12: the visitors' and owners' session, apart from the admins' `directory_admin_session`. */
export const ACCOUNT_SESSION_COOKIE = 'directory_session';

export const ACCOUNT_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

function options(req: Request): CookieOptions {
  // req.secure honours X-Forwarded-Proto from the trusted proxy ('trust proxy' is set).
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}

export function readAccountSessionCookie(req: Request): unknown {
  return (req.cookies as Record<string, unknown> | undefined)?.[ACCOUNT_SESSION_COOKIE];
}

export function writeAccountSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(ACCOUNT_SESSION_COOKIE, token, { ...options(req), maxAge: ACCOUNT_SESSION_LIFETIME_MS });
}

export function clearAccountSessionCookie(req: Request, res: Response): void {
  res.clearCookie(ACCOUNT_SESSION_COOKIE, options(req));
}
