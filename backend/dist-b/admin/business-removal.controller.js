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
import { Controller, Delete, Param } from '@nestjs/common';
import { ClientIp, CurrentAdmin } from '../auth/admin-principal.js';
import { AdminBusinessesService } from './admin-businesses.service.js';
import { IdParamDto } from './dto/id-param.dto.js';
/** `DELETE /api/businesses/{id}` (CONTRACT §4): outside /api/admin; not `@Public()`, so it needs a session. */
let BusinessRemovalController = class BusinessRemovalController {
    businesses;
    constructor(businesses) {
        this.businesses = businesses;
    }
    remove({ id }, admin, ip) {
        return this.businesses.deleteOne(id, admin, ip);
    }
};
__decorate([
    Delete(':id'),
    __param(0, Param()),
    __param(1, CurrentAdmin()),
    __param(2, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [IdParamDto, Object, Object]),
    __metadata("design:returntype", Promise)
], BusinessRemovalController.prototype, "remove", null);
BusinessRemovalController = __decorate([
    Controller('api/businesses'),
    __metadata("design:paramtypes", [AdminBusinessesService])
], BusinessRemovalController);
export { BusinessRemovalController };
//# sourceMappingURL=business-removal.controller.js.map