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
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ClientIp, CurrentAdmin } from '../auth/admin-principal.js';
import { Public } from '../auth/public.decorator.js';
import { SaveSiteSettingsDto } from './dto/save-site-settings.dto.js';
import { SettingsService } from './settings.service.js';
let SettingsController = class SettingsController {
    settings;
    constructor(settings) {
        this.settings = settings;
    }
    /** Every public page loads the site code. */
    get() {
        return this.settings.get();
    }
    save(body, admin, ip) {
        return this.settings.save(body, admin, ip);
    }
};
__decorate([
    Public(),
    Get(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SettingsController.prototype, "get", null);
__decorate([
    Post(),
    HttpCode(200),
    __param(0, Body()),
    __param(1, CurrentAdmin()),
    __param(2, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [SaveSiteSettingsDto, Object, Object]),
    __metadata("design:returntype", Promise)
], SettingsController.prototype, "save", null);
SettingsController = __decorate([
    Controller('api/admin/site-settings'),
    __metadata("design:paramtypes", [SettingsService])
], SettingsController);
export { SettingsController };
//# sourceMappingURL=settings.controller.js.map