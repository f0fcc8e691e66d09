import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AdminSession, SuccessMessage } from '@directory/shared';
import type { Request, Response } from 'express';
import { AuditService } from '../audit/audit.service.js';
import { AdminPrincipal } from './admin-principal.js';
import { AdminUsersService } from './admin-users.service.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginThrottledException, LoginThrottleService } from './login-throttle.service.js';
import { clearSessionCookie, writeSessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: AdminUsersService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
  ) {}

  async login({ username, password }: LoginDto, req: Request, res: Response): Promise<SuccessMessage> {
    const ip = req.ip ?? 'unknown';
    try {
      await this.throttle.assertAllowed(ip, username);
    } catch (error) {
      if (error instanceof LoginThrottledException) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
    const admin = await this.users.verifyCredentials(username, password);
    if (!admin) {
      await this.throttle.recordFailure(ip, username);
      await this.audit.record({ id: null, username }, 'login.failed', null, ip);
      throw new UnauthorizedException({ success: false, message: INVALID_CREDENTIALS });
    }
    await this.throttle.reset(ip, username);
    const session = await this.sessions.create(admin, ip, req.get('user-agent') ?? null);
    writeSessionCookie(req, res, session.cookieValue);
    await this.audit.record(admin, 'login.succeeded', null, ip);
    return { success: true, message: 'Login successful' };
  }

  async logout(admin: AdminPrincipal, req: Request, res: Response): Promise<SuccessMessage> {
    await this.sessions.end(admin.sessionId);
    clearSessionCookie(req, res);
    await this.audit.record(admin, 'logout', null, req.ip ?? null);
    return { success: true, message: 'Logged out' };
  }

  session(admin: AdminPrincipal): AdminSession {
    return { authenticated: true, username: admin.username };
  }
}
