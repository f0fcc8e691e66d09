import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** The admin behind the current request, set by the global guard on protected routes. */
export interface AdminPrincipal {
  id: number;
  username: string;
  sessionId: string;
}

export type AdminRequest = Request & { admin?: AdminPrincipal };

/** `@CurrentAdmin() admin: AdminPrincipal` in a protected route's handler. */
export const CurrentAdmin = createParamDecorator((_: unknown, ctx: ExecutionContext): AdminPrincipal | undefined => {
  return ctx.switchToHttp().getRequest<AdminRequest>().admin;
});

/** The client's address (X-Forwarded-For from the trusted proxy only), for the audit log. */
export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext): string | null => {
  return ctx.switchToHttp().getRequest<Request>().ip ?? null;
});
