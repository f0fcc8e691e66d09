import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheckService,
  type HealthCheckResult,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { RedisCommands } from '../redis/redis-commands.js';

/** docs/behaviour.md §1 readiness body. */
export interface HealthReport {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  cache: 'up' | 'down';
}

const PROBE_TIMEOUT_MS = 1500;

@Injectable()
export class HealthService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly redis: RedisCommands,
  ) {}

  /**
   * Ready when PostgreSQL answers (else 503). A Redis outage is `"cache":"down"` with 200:
   * the instance serves from its own cache meanwhile, so a load balancer must keep it.
   */
  async readiness(): Promise<HealthReport> {
    const result = await this.health
      .check([() => this.database.pingCheck('database').withTimeout(PROBE_TIMEOUT_MS), () => this.cacheCheck()])
      .catch((error: unknown) => {
        if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
        throw error;
      });
    const database = result.details.database?.status === 'up' ? 'up' : 'down';
    const cache = result.details.cache?.status === 'up' ? 'up' : 'down';
    const report: HealthReport = { status: database === 'up' ? 'ok' : 'error', database, cache };
    if (database === 'down') throw new ServiceUnavailableException(report);
    return report;
  }

  /** Answers while the process runs; no dependency is asked. */
  liveness(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  /** Without REDIS_URL the cache is this process's own. Redis away is `degraded`, which terminus answers with 200. */
  private async cacheCheck() {
    const indicator = this.indicators.check('cache');
    if (!this.redis.configured) return indicator.up();
    try {
      await this.redis.run((client) => client.ping());
      return indicator.up();
    } catch (error) {
      return indicator.degraded({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}
