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
import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS_CLIENT } from '../redis/redis-client.provider.js';
/**
 * Fixed-window hit counters for the public forms: in Redis when REDIS_URL is set (every
 * instance counts the same hits), else in this process. While Redis cannot be reached the
 * process counts on its own (an insurance limiter) rather than refusing every form.
 */
let RateLimitService = class RateLimitService {
    redis;
    limiters = new Map();
    constructor(redis) {
        this.redis = redis;
    }
    async hit(rule, key) {
        try {
            const res = await this.limiter(rule).consume(key);
            return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
        }
        catch (rejection) {
            if (!(rejection instanceof RateLimiterRes))
                throw rejection;
            return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
    }
    limiter(rule) {
        let limiter = this.limiters.get(rule.name);
        if (!limiter) {
            const options = {
                points: rule.limit,
                duration: Math.ceil(rule.windowMs / 1000),
                keyPrefix: `directory:rate:${rule.name}`,
            };
            const memory = new RateLimiterMemory(options);
            limiter = this.redis
                ? new RateLimiterRedis({
                    ...options,
                    storeClient: this.redis,
                    useRedisPackage: true,
                    rejectIfRedisNotReady: true,
                    insuranceLimiter: memory,
                })
                : memory;
            this.limiters.set(rule.name, limiter);
        }
        return limiter;
    }
};
RateLimitService = __decorate([
    Injectable(),
    __param(0, Inject(REDIS_CLIENT)),
    __metadata("design:paramtypes", [Object])
], RateLimitService);
export { RateLimitService };
//# sourceMappingURL=rate-limit.service.js.map