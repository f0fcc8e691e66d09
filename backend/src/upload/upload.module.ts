import { Module } from '@nestjs/common';
import { DataChangesModule } from '../data-changes/data-changes.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { ImportParser } from './import-parser.js';
import { ImportRecoveryService } from './import-recovery.service.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { ImportSlots } from './import-slots.js';
import { COMPILED_IMPORT_WORKER_URL, IMPORT_WORKER_URL } from './import-worker-url.js';
import { ImportWriter } from './import-writer.js';
import { ImportsService } from './imports.service.js';
import { PreviewFileInterceptor } from './preview-file.interceptor.js';
import { UploadController } from './upload.controller.js';
import { UploadFileInterceptor } from './upload-file.interceptor.js';
import { ImportUploadStorage } from './upload-storage.js';

/** docs/behaviour.md §5: spreadsheet import, its progress and history, and the upload template. */
@Module({
  imports: [AuditModule, DataChangesModule],
  controllers: [UploadController],
  providers: [
    ImportsService,
    ImportParser,
    { provide: IMPORT_WORKER_URL, useValue: COMPILED_IMPORT_WORKER_URL },
    ImportWriter,
    ImportRunsRepository,
    ImportRecoveryService,
    ImportSlots,
    ImportUploadStorage,
    UploadFileInterceptor,
    PreviewFileInterceptor,
  ],
})
export class UploadModule {}
