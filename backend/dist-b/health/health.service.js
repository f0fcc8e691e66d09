var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator, } from '@nestjs/terminus';
import { REDIS_CLIENT } from '../redis/redis-client.provider.js';
const PROBE_TIMEOUT_MS = 1500;
let HealthService = class HealthService {
    health;
    database;
    indicators;
    redis;
    constructor(health, database, indicators, redis) {
        this.health = health;
        this.database = database;
        this.indicators = indicators;
        this.redis = redis;
    }
    /**
     * Ready when PostgreSQL answers (else 503). A Redis outage is `"cache":"down"` with 200:
     * the instance serves from its own cache meanwhile, so a load balancer must keep it.
     */
    async readiness() {
        const result = await this.health
            .check([() => this.database.pingCheck('database').withTimeout(PROBE_TIMEOUT_MS), () => this.cacheCheck()])
            .catch((error) => {
            if (error instanceof ServiceUnavailableException)
                return error.getResponse();
            throw error;
        });
        const database = result.details.database?.status === 'up' ? 'up' : 'down';
        const cache = result.details.cache?.status === 'up' ? 'up' : 'down';
        const report = { status: database === 'up' ? 'ok' : 'error', database, cache };
        if (database === 'down')
            throw new ServiceUnavailableException(report);
        return report;
    }
    /** Answers while the process runs; no dependency is asked. */
    liveness() {
        return this.health.check([]);
    }
    /** Without REDIS_URL the cache is this process's own. Redis away is `degraded`, which terminus answers with 200. */
    async cacheCheck() {
        const indicator = this.indicators.check('cache');
        if (!this.redis)
            return indicator.up();
        try {
            await this.redis.ping();
            return indicator.up();
        }
        catch (error) {
            return indicator.degraded({ message: error instanceof Error ? error.message : String(error) });
        }
    }
};
HealthService = __decorate([
    Injectable(),
    __param(3, Inject(REDIS_CLIENT)),
    __metadata("design:paramtypes", [HealthCheckService,
        TypeOrmHealthIndicator,
        HealthIndicatorService, Object])
], HealthService);
export { HealthService };
//# sourceMappingURL=health.service.js.map