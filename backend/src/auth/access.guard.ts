import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type AccountAccess, type AccountRequest, REQUIRES_ACCOUNT } from '../accounts/account-principal.js';
import { readAccountSessionCookie } from '../accounts/account-session-cookie.js';
import { AccountSessionsService } from '../accounts/account-sessions.service.js';
import { AppConfig } from '../config/app-config.js';
import type { AdminRequest } from './admin-principal.js';
import { isForeignOrigin, isUnsafeMethod } from './origin-check.js';
import { IS_PUBLIC } from './public.decorator.js';
import { readSessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

const UNAUTHORIZED = { statusCode: 401, message: 'Unauthorized' };

/**
 * The application's only guard (APP_GUARD). For every route: unsafe methods from a foreign Origin
 * answer 403 (CSRF). Then the access the handler declares: `@Public()` is open to anyone,
 * `@RequiresAccount()` needs a live account session (or, with `orAdmin`, an admin's), and everything
 * else a live admin session.
 * Each kind of session is read from its own cookie, so neither opens the other's routes.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly publicHost: string;

  constructor(
    private readonly adminSessions: SessionsService,
    private readonly accountSessions: AccountSessionsService,
    private readonly reflector: Reflector,
    config: AppConfig,
  ) {
    this.publicHost = new URL(config.publicBaseUrl).host;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<AdminRequest & AccountRequest>();
    if (
      isUnsafeMethod(req.method) &&
      isForeignOrigin(req.headers.origin, [req.headers.host, req.host, this.publicHost])
    ) {
      throw new ForbiddenException('Cross-site request refused');
    }
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const accountAccess = this.reflector.getAllAndOverride<AccountAccess | undefined>(REQUIRES_ACCOUNT, targets);
    if (accountAccess) {
      const account = await this.accountSessions.resolve(readAccountSessionCookie(req));
      if (account) {
        req.account = account;
        return true;
      }
      if (!accountAccess.orAdmin) throw new UnauthorizedException(UNAUTHORIZED);
    }
    const session = await this.adminSessions.resolve(readSessionCookie(req));
    if (!session) throw new UnauthorizedException(UNAUTHORIZED);
    req.admin = { id: session.adminUserId, username: session.username, sessionId: session.id };
    return true;
  }
}
