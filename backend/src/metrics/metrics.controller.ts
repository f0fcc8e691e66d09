import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { Registry } from 'prom-client';
import { Public } from '../auth/public.decorator.js';
import { AppMetrics } from './app-metrics.js';
import { MetricsTokenGuard } from './metrics-token.guard.js';

@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: AppMetrics) {}

  /** For Prometheus: the scrape token instead of an admin session; never cached, never rate-limited. */
  @Public()
  @UseGuards(MetricsTokenGuard)
  @Get()
  @Header('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  scrape(): Promise<string> {
    return this.metrics.scrape();
  }
}
