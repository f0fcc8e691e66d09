var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuthGuard } from './admin-auth.guard.js';
import { AdminPasswordCommand } from './admin-password.command.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminUser } from './admin-user.entity.js';
import { AdminUsersService } from './admin-users.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionSecretService } from './session-secret.service.js';
import { SessionStore } from './session.store.js';
import { SessionsService } from './sessions.service.js';
/** Providers the CLI needs too (no HTTP, no bootstrap). */
export const AUTH_CORE_PROVIDERS = [AdminUsersService, AdminPasswordCommand, SessionStore];
let AuthModule = class AuthModule {
};
AuthModule = __decorate([
    Module({
        imports: [AuditModule, TypeOrmModule.forFeature([AdminUser])],
        controllers: [AuthController],
        providers: [
            ...AUTH_CORE_PROVIDERS,
            SessionSecretService,
            SessionsService,
            LoginThrottleService,
            AuthService,
            AdminBootstrapService,
            { provide: APP_GUARD, useClass: AdminAuthGuard },
        ],
        exports: [AdminUsersService, SessionsService, AuthService],
    })
], AuthModule);
export { AuthModule };
//# sourceMappingURL=auth.module.js.map