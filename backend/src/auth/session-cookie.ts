import type { CookieOptions, Request, Response } from 'express';
import { SESSION_LIFETIME_MS } from './sessions.service.js';

export const SESSION_COOKIE = 'directory_admin_session';

function options(req: Request): CookieOptions {
  // req.secure honours X-Forwarded-Proto from the trusted proxy ('trust proxy' is set).
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}

export function readSessionCookie(req: Request): unknown {
  return (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
}

export function writeSessionCookie(req: Request, res: Response, value: string): void {
  res.cookie(SESSION_COOKIE, value, { ...options(req), maxAge: SESSION_LIFETIME_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, options(req));
}
