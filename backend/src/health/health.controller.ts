import { Controller, Get } from '@nestjs/common';
import { HealthCheck, type HealthCheckResult } from '@nestjs/terminus';
import { HealthService, type HealthReport } from './health.service.js';
import { Public } from '../auth/public.decorator.js';

@Public()
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Readiness: 503 `{"status":"error","database":"down",…}` while PostgreSQL cannot be reached. */
  @Get()
  @HealthCheck()
  readiness(): Promise<HealthReport> {
    return this.health.readiness();
  }

  @Get('live')
  @HealthCheck()
  liveness(): Promise<HealthCheckResult> {
    return this.health.liveness();
  }
}
