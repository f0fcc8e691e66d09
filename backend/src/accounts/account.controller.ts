import { Body, Controller, Delete, Get, Header, HttpCode, Patch, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { AccountExport, AccountSignedIn, AccountUser, SuccessMessage } from '@directory/shared';
import type { Request, Response } from 'express';
import { LoginThrottledFilter } from '../auth/login-throttled.filter.js';
import { Public } from '../auth/public.decorator.js';
import { RateLimit } from '../cache/rate-limit.guard.js';
import { type AccountPrincipal, CurrentAccount, RequiresAccount } from './account-principal.js';
import { AccountPasswordService } from './account-password.service.js';
import { AccountProfileService } from './account-profile.service.js';
import { AccountRegistrationService } from './account-registration.service.js';
import { clearAccountSessionCookie, writeAccountSessionCookie } from './account-session-cookie.js';
import type { AccountClient } from './account-sessions.service.js';
import { AccountSignInService } from './account-sign-in.service.js';
import {
  AccountLoginDto,
  DeleteAccountDto,
  PasswordResetConfirmDto,
  PasswordResetDto,
  SignupDto,
  UpdateAccountDto,
  VerifyEmailDto,
} from './dto/account-requests.dto.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * docs/behaviour.md §12: 30 sign-ups an hour per IP, counted across instances. Reset requests are limited
 * loosely per IP (a mail an address may get is capped apart, in MailService.mayMail).
 */
export const SIGNUP_LIMIT = { name: 'account-signup', limit: 30, windowMs: HOUR_MS };
export const PASSWORD_RESET_LIMIT = { name: 'account-password-reset', limit: 100, windowMs: HOUR_MS };

const PRIVATE = ['Cache-Control', 'private, no-store'] as const;

/** The visitors' and owners' own calls (docs/behaviour.md §12). */
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly registration: AccountRegistrationService,
    private readonly signIn: AccountSignInService,
    private readonly passwords: AccountPasswordService,
    private readonly profile: AccountProfileService,
  ) {}

  @Public()
  @Post('signup')
  @RateLimit(SIGNUP_LIMIT)
  signup(@Body() body: SignupDto): Promise<SuccessMessage> {
    return this.registration.signup(body);
  }

  @Public()
  @Post('verify')
  @HttpCode(200)
  @Header(...PRIVATE)
  async verify(
    @Body() { token }: VerifyEmailDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountSignedIn> {
    const { user, sessionToken } = await this.registration.verify(token, clientOf(req));
    writeAccountSessionCookie(req, res, sessionToken);
    return { success: true, user };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @Header(...PRIVATE)
  @UseFilters(LoginThrottledFilter)
  async login(
    @Body() body: AccountLoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountSignedIn> {
    const { user, sessionToken } = await this.signIn.login(body, clientOf(req));
    writeAccountSessionCookie(req, res, sessionToken);
    return { success: true, user };
  }

  @RequiresAccount()
  @Post('logout')
  @HttpCode(200)
  async logout(
    @CurrentAccount() account: AccountPrincipal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessMessage> {
    await this.signIn.logout(account);
    clearAccountSessionCookie(req, res);
    return { success: true, message: 'Signed out' };
  }

  @RequiresAccount()
  @Get('me')
  @Header(...PRIVATE)
  me(@CurrentAccount() account: AccountPrincipal): Promise<AccountUser> {
    return this.signIn.me(account);
  }

  @Public()
  @Post('password-reset')
  @HttpCode(200)
  @RateLimit(PASSWORD_RESET_LIMIT)
  requestReset(@Body() { email }: PasswordResetDto): Promise<SuccessMessage> {
    return this.passwords.requestReset(email);
  }

  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
  confirmReset(@Body() { token, password }: PasswordResetConfirmDto): Promise<SuccessMessage> {
    return this.passwords.confirmReset(token, password);
  }

  @RequiresAccount()
  @Patch()
  @Header(...PRIVATE)
  async update(@CurrentAccount() account: AccountPrincipal, @Body() body: UpdateAccountDto): Promise<AccountSignedIn> {
    return { success: true, user: await this.profile.update(account, body) };
  }

  @RequiresAccount()
  @Get('export')
  @Header(...PRIVATE)
  @Header('Content-Disposition', 'attachment; filename="my-directory-account.json"')
  exportData(@CurrentAccount() account: AccountPrincipal): Promise<AccountExport> {
    return this.profile.exportOf(account);
  }

  @RequiresAccount()
  @Delete()
  async remove(
    @CurrentAccount() account: AccountPrincipal,
    @Body() { password }: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessMessage> {
    await this.profile.delete(account, password);
    clearAccountSessionCookie(req, res);
    return { success: true, message: 'Your account and everything stored about it were deleted.' };
  }
}

function clientOf(req: Request): AccountClient {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
}
