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

/** Who did an audited action, and from where: the signed-in admin and the client's address. */
export interface AdminActor {
  admin: AdminPrincipal;
  ip: string | null;
}

/** `@Actor() actor: AdminActor` in a protected route's handler whose action goes to the audit log. */
export const Actor = createParamDecorator((_: unknown, ctx: ExecutionContext): AdminActor => {
  const request = ctx.switchToHttp().getRequest<AdminRequest>();
  return { admin: request.admin as AdminPrincipal, ip: request.ip ?? null };
});
