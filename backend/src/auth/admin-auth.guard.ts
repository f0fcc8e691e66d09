import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppConfig } from '../config/app-config.js';
import type { AdminRequest } from './admin-principal.js';
import { isForeignOrigin, isUnsafeMethod } from './origin-check.js';
import { IS_PUBLIC } from './public.decorator.js';
import { readSessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

/**
 * The application's only guard (APP_GUARD). For every route: unsafe methods from a
 * foreign Origin answer 403 (CSRF). Routes not marked `@Public()` answer 401 without a
 * live session.
 */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  private readonly publicHost: string;

  constructor(
    private readonly sessions: SessionsService,
    private readonly reflector: Reflector,
    config: AppConfig,
  ) {
    this.publicHost = new URL(config.publicBaseUrl).host;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<AdminRequest>();
    if (
      isUnsafeMethod(req.method) &&
      isForeignOrigin(req.headers.origin, [req.headers.host, req.host, this.publicHost])
    ) {
      throw new ForbiddenException('Cross-site request refused');
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const session = await this.sessions.resolve(readSessionCookie(req));
    if (!session) throw new UnauthorizedException({ statusCode: 401, message: 'Unauthorized' });
    req.admin = { id: session.adminUserId, username: session.username, sessionId: session.id };
    return true;
  }
}
