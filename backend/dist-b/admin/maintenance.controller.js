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
import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ClientIp, CurrentAdmin } from '../auth/admin-principal.js';
import { MaintenanceService } from './maintenance.service.js';
let MaintenanceController = class MaintenanceController {
    maintenance;
    constructor(maintenance) {
        this.maintenance = maintenance;
    }
    countTestData() {
        return this.maintenance.countTestData();
    }
    deleteTestData(admin, ip) {
        return this.maintenance.deleteTestData(admin, ip);
    }
    fixSlugs(admin, ip) {
        return this.maintenance.fixSlugs(admin, ip);
    }
    clearCache(admin, ip) {
        return this.maintenance.clearCache(admin, ip);
    }
};
__decorate([
    Get('test-data/count'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], MaintenanceController.prototype, "countTestData", null);
__decorate([
    Delete('test-data'),
    __param(0, CurrentAdmin()),
    __param(1, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], MaintenanceController.prototype, "deleteTestData", null);
__decorate([
    Post('fix-slugs'),
    HttpCode(200),
    __param(0, CurrentAdmin()),
    __param(1, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], MaintenanceController.prototype, "fixSlugs", null);
__decorate([
    Post('clear-cache'),
    HttpCode(200),
    __param(0, CurrentAdmin()),
    __param(1, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], MaintenanceController.prototype, "clearCache", null);
MaintenanceController = __decorate([
    Controller('api/admin'),
    __metadata("design:paramtypes", [MaintenanceService])
], MaintenanceController);
export { MaintenanceController };
//# sourceMappingURL=maintenance.controller.js.map