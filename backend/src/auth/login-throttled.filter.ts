import { ArgumentsHost, Catch } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Response } from 'express';
import { LoginThrottledException } from './login-throttle.service.js';

/** The 429 of a locked-out login tells the client when to try again. */
@Catch(LoginThrottledException)
export class LoginThrottledFilter extends BaseExceptionFilter {
  override catch(exception: LoginThrottledException, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(exception.retryAfterSeconds));
    super.catch(exception, host);
  }
}
