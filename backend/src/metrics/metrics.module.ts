import { DynamicModule, Global, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AppMetrics } from './app-metrics.js';
import type { AppConfig } from '../config/app-config.js';
import { MetricsConfig } from './metrics-config.js';
import { MetricsTokenGuard } from './metrics-token.guard.js';
import { MetricsController } from './metrics.controller.js';
import { RequestMetricsMiddleware } from './request-metrics.middleware.js';

/** Prometheus metrics: `AppMetrics` for the services that count events, and `GET /metrics`. */
@Global()
@Module({})
export class MetricsModule implements NestModule {
  static forRoot(appConfig: AppConfig): DynamicModule {
    const config = new MetricsConfig(appConfig.METRICS_TOKEN ?? null);
    return {
      module: MetricsModule,
      // Without a token there is no route at all: `/metrics` answers 404 like any unknown path.
      controllers: config.token ? [MetricsController] : [],
      providers: [{ provide: MetricsConfig, useValue: config }, AppMetrics, MetricsTokenGuard],
      exports: [AppMetrics],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestMetricsMiddleware).forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}
