import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { AdminSession, SuccessMessage } from '@directory/shared';
import type { Request, Response } from 'express';
import { type AdminPrincipal, CurrentAdmin } from './admin-principal.js';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { Public } from './public.decorator.js';

@Controller('api/admin')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  login(
    @Body() body: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessMessage> {
    return this.auth.login(body, req, res);
  }

  @Post('logout')
  @HttpCode(200)
  logout(
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessMessage> {
    return this.auth.logout(admin, req, res);
  }

  @Get('session')
  session(@CurrentAdmin() admin: AdminPrincipal): AdminSession {
    return this.auth.session(admin);
  }
}
