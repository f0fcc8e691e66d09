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
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ClientIp, CurrentAdmin } from '../auth/admin-principal.js';
import { AdminBusinessesService } from './admin-businesses.service.js';
import { DeleteBusinessesQueryDto } from './dto/delete-businesses.query.dto.js';
import { IdParamDto } from './dto/id-param.dto.js';
import { ListAdminBusinessesQueryDto } from './dto/list-admin-businesses.query.dto.js';
import { UpdateBusinessDto } from './dto/update-business.dto.js';
let AdminBusinessesController = class AdminBusinessesController {
    businesses;
    constructor(businesses) {
        this.businesses = businesses;
    }
    list(query) {
        return this.businesses.list(query);
    }
    get({ id }) {
        return this.businesses.get(id);
    }
    update({ id }, body, admin, ip) {
        return this.businesses.update(id, body, admin, ip);
    }
    toggleApproval({ id }, admin, ip) {
        return this.businesses.toggleApproval(id, admin, ip);
    }
    deleteMany(query, admin, ip) {
        return this.businesses.deleteMany(query, admin, ip);
    }
};
__decorate([
    Get(),
    __param(0, Query()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [ListAdminBusinessesQueryDto]),
    __metadata("design:returntype", Promise)
], AdminBusinessesController.prototype, "list", null);
__decorate([
    Get(':id'),
    __param(0, Param()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [IdParamDto]),
    __metadata("design:returntype", Promise)
], AdminBusinessesController.prototype, "get", null);
__decorate([
    Put(':id'),
    __param(0, Param()),
    __param(1, Body()),
    __param(2, CurrentAdmin()),
    __param(3, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [IdParamDto,
        UpdateBusinessDto, Object, Object]),
    __metadata("design:returntype", Promise)
], AdminBusinessesController.prototype, "update", null);
__decorate([
    Post(':id/toggle-approval'),
    HttpCode(200),
    __param(0, Param()),
    __param(1, CurrentAdmin()),
    __param(2, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [IdParamDto, Object, Object]),
    __metadata("design:returntype", Promise)
], AdminBusinessesController.prototype, "toggleApproval", null);
__decorate([
    Delete(),
    __param(0, Query()),
    __param(1, CurrentAdmin()),
    __param(2, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [DeleteBusinessesQueryDto, Object, Object]),
    __metadata("design:returntype", Promise)
], AdminBusinessesController.prototype, "deleteMany", null);
AdminBusinessesController = __decorate([
    Controller('api/admin/businesses'),
    __metadata("design:paramtypes", [AdminBusinessesService])
], AdminBusinessesController);
export { AdminBusinessesController };
//# sourceMappingURL=admin-businesses.controller.js.map