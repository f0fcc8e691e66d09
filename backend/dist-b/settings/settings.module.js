var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { DataChangesModule } from '../directory/data-changes.module.js';
import { SettingsController } from './settings.controller.js';
import { SettingsRepository } from './settings.repository.js';
import { SettingsService } from './settings.service.js';
/** The page renderer reads SettingsService.get() for every page. */
let SettingsModule = class SettingsModule {
};
SettingsModule = __decorate([
    Module({
        imports: [AuditModule, DataChangesModule],
        controllers: [SettingsController],
        providers: [SettingsService, SettingsRepository],
        exports: [SettingsService],
    })
], SettingsModule);
export { SettingsModule };
//# sourceMappingURL=settings.module.js.map