import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RateLimitRule, RateLimitService } from './rate-limit.service.js';

const RATE_LIMIT_METADATA = 'directory:rate-limit';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later.';

/** Limits a route per client IP (`req.ip`: the proxy's X-Forwarded-For when it comes from a trusted proxy). */
export const RateLimit = (rule: RateLimitRule) =>
  applyDecorators(SetMetadata(RATE_LIMIT_METADATA, rule), UseGuards(RateLimitGuard));

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT_METADATA, context.getHandler());
    if (!rule) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const verdict = await this.limits.hit(rule, req.ip ?? 'unknown');
    res.setHeader('X-RateLimit-Limit', rule.limit);
    res.setHeader('X-RateLimit-Remaining', verdict.remaining);
    if (verdict.allowed) return true;
    res.setHeader('Retry-After', verdict.retryAfterSeconds);
    throw new HttpException(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message: TOO_MANY_REQUESTS, error: 'Too Many Requests' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
