import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AccessGuard } from './access.guard.js';
import { AdminPasswordCommand } from './admin-password.command.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AdminUser } from './admin-user.entity.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { AdminUsersService } from './admin-users.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionSecretRepository } from './session-secret.repository.js';
import { SessionSecretService } from './session-secret.service.js';
import { SessionStore } from './session.store.js';
import { SessionsService } from './sessions.service.js';

/** Providers the CLI needs too (no HTTP, no bootstrap). */
export const AUTH_CORE_PROVIDERS = [AdminUsersRepository, AdminUsersService, AdminPasswordCommand, SessionStore];

@Module({
  imports: [AuditModule, AccountsModule, TypeOrmModule.forFeature([AdminUser])],
  controllers: [AuthController],
  providers: [
    ...AUTH_CORE_PROVIDERS,
    SessionSecretRepository,
    SessionSecretService,
    SessionsService,
    LoginThrottleService,
    AuthService,
    AdminBootstrapService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [AdminUsersService, SessionsService, AuthService],
})
export class AuthModule {}
