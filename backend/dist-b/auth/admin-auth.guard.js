var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppConfig } from '../config/app-config.js';
import { isForeignOrigin, isUnsafeMethod } from './origin-check.js';
import { IS_PUBLIC } from './public.decorator.js';
import { readSessionCookie } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';
/**
 * The application's only guard (APP_GUARD). For every route: unsafe methods from a
 * foreign Origin answer 403 (CSRF). Routes not marked `@Public()` answer 401 without a
 * live session.
 */
let AdminAuthGuard = class AdminAuthGuard {
    sessions;
    reflector;
    publicHost;
    constructor(sessions, reflector, config) {
        this.sessions = sessions;
        this.reflector = reflector;
        this.publicHost = new URL(config.publicBaseUrl).host;
    }
    async canActivate(context) {
        if (context.getType() !== 'http')
            return true;
        const req = context.switchToHttp().getRequest();
        if (isUnsafeMethod(req.method) &&
            isForeignOrigin(req.headers.origin, [req.headers.host, req.host, this.publicHost])) {
            throw new ForbiddenException('Cross-site request refused');
        }
        if (this.reflector.getAllAndOverride(IS_PUBLIC, [context.getHandler(), context.getClass()]))
            return true;
        const session = await this.sessions.resolve(readSessionCookie(req));
        if (!session)
            throw new UnauthorizedException({ statusCode: 401, message: 'Unauthorized' });
        req.admin = { id: session.adminUserId, username: session.username, sessionId: session.id };
        return true;
    }
};
AdminAuthGuard = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [SessionsService,
        Reflector,
        AppConfig])
], AdminAuthGuard);
export { AdminAuthGuard };
//# sourceMappingURL=admin-auth.guard.js.map