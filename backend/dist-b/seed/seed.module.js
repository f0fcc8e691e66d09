var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { DataChangesModule } from '../directory/data-changes.module.js';
import { DemoSeedService } from './demo-seed.service.js';
import { DEFAULT_FIRST_START_BUSINESSES, FIRST_START_BUSINESSES, FirstStartSeedService, } from './first-start-seed.service.js';
let SeedModule = class SeedModule {
};
SeedModule = __decorate([
    Module({
        imports: [DataChangesModule],
        providers: [
            DemoSeedService,
            FirstStartSeedService,
            { provide: FIRST_START_BUSINESSES, useValue: DEFAULT_FIRST_START_BUSINESSES },
        ],
        exports: [DemoSeedService, FirstStartSeedService],
    })
], SeedModule);
export { SeedModule };
//# sourceMappingURL=seed.module.js.map