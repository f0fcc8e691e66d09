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
import { Global, Inject, Module } from '@nestjs/common';
import { REDIS_CLIENT, redisClientProvider } from './redis-client.provider.js';
/** The one Redis client (REDIS_CLIENT) of the cache store and the rate limits; closed with the application. */
let RedisModule = class RedisModule {
    redis;
    constructor(redis) {
        this.redis = redis;
    }
    async onApplicationShutdown() {
        if (this.redis?.isOpen)
            await this.redis.close();
    }
};
RedisModule = __decorate([
    Global(),
    Module({ providers: [redisClientProvider], exports: [REDIS_CLIENT] }),
    __param(0, Inject(REDIS_CLIENT)),
    __metadata("design:paramtypes", [Object])
], RedisModule);
export { RedisModule };
//# sourceMappingURL=redis.module.js.map