var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
// Terminus logs every failed probe; a load balancer probing an instance without its database would flood the log.
let HealthModule = class HealthModule {
};
HealthModule = __decorate([
    Module({
        imports: [TerminusModule.forRoot({ logger: false })],
        controllers: [HealthController],
        providers: [HealthService],
    })
], HealthModule);
export { HealthModule };
//# sourceMappingURL=health.module.js.map