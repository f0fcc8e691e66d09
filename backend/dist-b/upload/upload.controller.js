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
import { Body, Controller, Get, Header, HttpCode, Param, Post, UploadedFile, UseInterceptors, } from '@nestjs/common';
import { ClientIp, CurrentAdmin } from '../auth/admin-principal.js';
import { ImportsService } from './imports.service.js';
import { UploadFileInterceptor } from './upload-file.interceptor.js';
import { TEMPLATE_FILE_NAME, XLSX_TYPE } from './upload-template.js';
let UploadController = class UploadController {
    imports;
    constructor(imports) {
        this.imports = imports;
    }
    /**
     * CONTRACT §5. 200 with the result (also when rows had errors); 400/413 `{success:false,message}` for the
     * file, 429 when IMPORT_CONCURRENCY imports are running, 409 when the import was cancelled.
     */
    upload(file, form, admin, ip) {
        return this.imports.importUpload(file, form, admin ?? null, ip);
    }
    template() {
        return this.imports.template();
    }
    history() {
        return this.imports.history();
    }
    progress(uploadId) {
        return this.imports.progress(uploadId);
    }
    /** CONTRACT §4: stops a running import after its current batch; 404 unknown, 409 already finished. */
    cancel(uploadId, admin, ip) {
        return this.imports.cancel(uploadId, admin ?? null, ip);
    }
};
__decorate([
    Post('upload-excel'),
    HttpCode(200),
    UseInterceptors(UploadFileInterceptor),
    __param(0, UploadedFile()),
    __param(1, Body()),
    __param(2, CurrentAdmin()),
    __param(3, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object, Object]),
    __metadata("design:returntype", Promise)
], UploadController.prototype, "upload", null);
__decorate([
    Get('admin/upload-template'),
    Header('Content-Type', XLSX_TYPE),
    Header('Content-Disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], UploadController.prototype, "template", null);
__decorate([
    Get('admin/imports'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], UploadController.prototype, "history", null);
__decorate([
    Get('admin/imports/:uploadId'),
    __param(0, Param('uploadId')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], UploadController.prototype, "progress", null);
__decorate([
    Post('admin/imports/:uploadId/cancel'),
    HttpCode(200),
    __param(0, Param('uploadId')),
    __param(1, CurrentAdmin()),
    __param(2, ClientIp()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", Promise)
], UploadController.prototype, "cancel", null);
UploadController = __decorate([
    Controller('api'),
    __metadata("design:paramtypes", [ImportsService])
], UploadController);
export { UploadController };
//# sourceMappingURL=upload.controller.js.map