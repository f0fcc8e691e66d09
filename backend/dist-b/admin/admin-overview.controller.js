var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Controller, Get } from '@nestjs/common';
import { AdminStatsService } from './admin-stats.service.js';
let AdminOverviewController = class AdminOverviewController {
    stats;
    constructor(stats) {
        this.stats = stats;
    }
    getStats() {
        return this.stats.stats();
    }
    countryCodes() {
        return this.stats.countryCodes();
    }
    categories() {
        return this.stats.categories();
    }
};
__decorate([
    Get('stats'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], AdminOverviewController.prototype, "getStats", null);
__decorate([
    Get('country-codes'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], AdminOverviewController.prototype, "countryCodes", null);
__decorate([
    Get('categories'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], AdminOverviewController.prototype, "categories", null);
AdminOverviewController = __decorate([
    Controller('api/admin'),
    __metadata("design:paramtypes", [AdminStatsService])
], AdminOverviewController);
export { AdminOverviewController };
//# sourceMappingURL=admin-overview.controller.js.map