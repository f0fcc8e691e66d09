import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { AdminSession } from '@directory/shared';
import { AuditService } from '../audit/audit.service.js';
import { AdminPrincipal } from './admin-principal.js';
import { AdminUsersService } from './admin-users.service.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { IssuedSession, SessionsService } from './sessions.service.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** Where a login or logout comes from, for the throttle, the session and the audit log. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: AdminUsersService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
  ) {}

  /** The new session (the controller sets its cookie); LoginThrottledException after too many failures. */
  async login({ username, password }: LoginDto, client: ClientInfo): Promise<IssuedSession> {
    const ip = client.ip ?? 'unknown';
    await this.throttle.admitAttempt(ip, username);
    const admin = await this.users.verifyCredentials(username, password);
    if (!admin) {
      await this.audit.record({ id: null, username }, 'login.failed', null, ip);
      throw new UnauthorizedException({ success: false, message: INVALID_CREDENTIALS });
    }
    await this.throttle.reset(ip, username);
    const session = await this.sessions.create(admin, ip, client.userAgent);
    await this.audit.record(admin, 'login.succeeded', null, ip);
    return session;
  }

  async logout(admin: AdminPrincipal, client: ClientInfo): Promise<void> {
    await this.sessions.end(admin.sessionId);
    await this.audit.record(admin, 'logout', null, client.ip);
  }

  session(admin: AdminPrincipal): AdminSession {
    return { authenticated: true, username: admin.username };
  }
}
