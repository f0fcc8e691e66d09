var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuditService } from '../audit/audit.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionsService } from './sessions.service.js';
export const INVALID_CREDENTIALS = 'Invalid username or password';
let AuthService = class AuthService {
    users;
    sessions;
    throttle;
    audit;
    constructor(users, sessions, throttle, audit) {
        this.users = users;
        this.sessions = sessions;
        this.throttle = throttle;
        this.audit = audit;
    }
    /** The new session (the controller sets its cookie); LoginThrottledException after too many failures. */
    async login({ username, password }, client) {
        const ip = client.ip ?? 'unknown';
        await this.throttle.assertAllowed(ip, username);
        const admin = await this.users.verifyCredentials(username, password);
        if (!admin) {
            await this.throttle.recordFailure(ip, username);
            await this.audit.record({ id: null, username }, 'login.failed', null, ip);
            throw new UnauthorizedException({ success: false, message: INVALID_CREDENTIALS });
        }
        await this.throttle.reset(ip, username);
        const session = await this.sessions.create(admin, ip, client.userAgent);
        await this.audit.record(admin, 'login.succeeded', null, ip);
        return session;
    }
    async logout(admin, client) {
        await this.sessions.end(admin.sessionId);
        await this.audit.record(admin, 'logout', null, client.ip);
    }
    session(admin) {
        return { authenticated: true, username: admin.username };
    }
};
AuthService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AdminUsersService,
        SessionsService,
        LoginThrottleService,
        AuditService])
], AuthService);
export { AuthService };
//# sourceMappingURL=auth.service.js.map