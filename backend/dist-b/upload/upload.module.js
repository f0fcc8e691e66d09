var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { DataChangesModule } from '../directory/data-changes.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { ImportParser } from './import-parser.js';
import { ImportRecoveryService } from './import-recovery.service.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { ImportSlots } from './import-slots.js';
import { ImportWriter } from './import-writer.js';
import { ImportsService } from './imports.service.js';
import { UploadController } from './upload.controller.js';
import { UploadFileInterceptor } from './upload-file.interceptor.js';
import { ImportUploadStorage } from './upload-storage.js';
/** CONTRACT §5: spreadsheet import, its progress and history, and the upload template. */
let UploadModule = class UploadModule {
};
UploadModule = __decorate([
    Module({
        imports: [AuditModule, DataChangesModule],
        controllers: [UploadController],
        providers: [
            ImportsService,
            ImportParser,
            ImportWriter,
            ImportRunsRepository,
            ImportRecoveryService,
            ImportSlots,
            ImportUploadStorage,
            UploadFileInterceptor,
        ],
    })
], UploadModule);
export { UploadModule };
//# sourceMappingURL=upload.module.js.map