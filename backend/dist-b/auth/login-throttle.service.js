var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export class LoginThrottledException extends HttpException {
    retryAfterSeconds;
    constructor(retryAfterSeconds) {
        super({
            statusCode: HttpStatus.TOO_MANY_REQUESTS,
            message: 'Too many failed login attempts. Try again later.',
            error: 'Too Many Requests',
        }, HttpStatus.TOO_MANY_REQUESTS);
        this.retryAfterSeconds = retryAfterSeconds;
    }
}
/**
 * CONTRACT §4: 5 failed logins per IP + username within 15 minutes, then 429.
 * Failures are counted in PostgreSQL (table login_throttle), so every instance sees
 * the same count. Not in Redis, even when there is one: a login needs PostgreSQL
 * anyway (the admins live there), so Redis would only add a way to fail.
 */
let LoginThrottleService = class LoginThrottleService {
    limiter;
    constructor(db) {
        this.limiter = new RateLimiterPostgres({
            points: LOGIN_FAILURES_ALLOWED,
            duration: LOGIN_FAILURE_WINDOW_SECONDS,
            storeClient: db,
            storeType: 'typeorm',
            tableName: 'login_throttle',
            tableCreated: true,
            keyPrefix: 'login',
        });
    }
    /** Throws LoginThrottledException while the key has used up its failures. */
    async assertAllowed(ip, username) {
        const state = await this.limiter.get(key(ip, username));
        if (state && state.consumedPoints >= LOGIN_FAILURES_ALLOWED) {
            throw new LoginThrottledException(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
        }
    }
    async recordFailure(ip, username) {
        await this.limiter.penalty(key(ip, username), 1);
    }
    async reset(ip, username) {
        await this.limiter.delete(key(ip, username));
    }
};
LoginThrottleService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], LoginThrottleService);
export { LoginThrottleService };
function key(ip, username) {
    return `${ip}|${username.trim().toLowerCase()}`;
}
//# sourceMappingURL=login-throttle.service.js.map