var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessAmenity } from './business-amenity.entity.js';
import { BusinessHours } from './business-hours.entity.js';
import { Business } from './business.entity.js';
import { BusinessesController } from './businesses.controller.js';
import { BusinessesRepository } from './businesses.repository.js';
import { BusinessesService } from './businesses.service.js';
import { SubmissionsService } from './submissions.service.js';
let BusinessesModule = class BusinessesModule {
};
BusinessesModule = __decorate([
    Module({
        imports: [TypeOrmModule.forFeature([Business, BusinessHours, BusinessAmenity])],
        controllers: [BusinessesController],
        providers: [BusinessesRepository, BusinessesService, SubmissionsService],
        exports: [BusinessesRepository, BusinessesService],
    })
], BusinessesModule);
export { BusinessesModule };
//# sourceMappingURL=businesses.module.js.map