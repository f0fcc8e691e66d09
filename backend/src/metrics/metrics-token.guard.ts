import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { MetricsConfig } from './metrics-config.js';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Lets a request through when it sends `Authorization: Bearer METRICS_TOKEN`; otherwise 401. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(config: MetricsConfig) {
    this.expected = digest(config.token ?? '');
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const sent = BEARER.exec(http.getRequest<Request>().headers.authorization ?? '')?.[1];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (sent !== undefined && timingSafeEqual(digest(sent), this.expected)) return true;
    http.getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
    throw new UnauthorizedException({ statusCode: 401, message: 'Unauthorized' });
  }
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
