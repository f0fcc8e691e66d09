import { Body, Controller, Get, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import type { AdminSession, SuccessMessage } from '@directory/shared';
import type { Request, Response } from 'express';
import { type AdminPrincipal, CurrentAdmin } from './admin-principal.js';
import { AuthService, type ClientInfo } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginThrottledFilter } from './login-throttled.filter.js';
import { Public } from './public.decorator.js';
import { clearSessionCookie, writeSessionCookie } from './session-cookie.js';

@Controller('api/admin')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  @UseFilters(LoginThrottledFilter)
  async login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessMessage> {
    const session = await this.auth.login(body, clientOf(req));
    writeSessionCookie(req, res, session.cookieValue);
    return { success: true, message: 'Login successful' };
  }

  @Post('logout')
  @HttpCode(200)
  async logout(
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessMessage> {
    await this.auth.logout(admin, clientOf(req));
    clearSessionCookie(req, res);
    return { success: true, message: 'Logged out' };
  }

  @Get('session')
  session(@CurrentAdmin() admin: AdminPrincipal): AdminSession {
    return this.auth.session(admin);
  }
}

function clientOf(req: Request): ClientInfo {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
}
