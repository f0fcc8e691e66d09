var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var ImportRecoveryService_1;
import { Injectable, Logger } from '@nestjs/common';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { AuditService } from '../audit/audit.service.js';
import { DataChangesService } from '../directory/data-changes.service.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { interruptedResult } from './import-totals.js';
import { ImportUploadStorage, uploadIdOfStoredFile } from './upload-storage.js';
/**
 * CONTRACT §5 "an import whose process died is failed from the next start on, and the counts it
 * committed are reflected everywhere". A run belongs to a dead process when its advisory lock
 * can be taken (see ImportRunLease): at start, every such run becomes `failed`, the summaries and
 * the data version follow what it had committed, and its upload files are removed. Runs that
 * another live instance is importing keep their lock, so they are left alone.
 */
let ImportRecoveryService = ImportRecoveryService_1 = class ImportRecoveryService {
    runs;
    storage;
    changes;
    audit;
    logger = new Logger(ImportRecoveryService_1.name);
    constructor(runs, storage, changes, audit) {
        this.runs = runs;
        this.storage = storage;
        this.changes = changes;
        this.audit = audit;
    }
    async onApplicationBootstrap() {
        try {
            await this.recover();
        }
        catch (error) {
            this.logger.error(`Interrupted imports not recovered: ${error.message}`);
        }
    }
    /** Finishes every run left unfinished by a dead process; the upload ids it finished. */
    async recover() {
        const recovered = [];
        for (const uploadId of await this.runs.unfinishedUploadIds()) {
            if (await this.finish(uploadId, 'failed'))
                recovered.push(uploadId);
        }
        if (recovered.length > 0) {
            await this.changes.bulkChanged('import-recovery');
            this.logger.warn(`Imports interrupted by a stopped process marked failed: ${recovered.join(', ')}`);
        }
        await this.removeFinishedUploads();
        return recovered;
    }
    /** Finishes one run as `state` if its process is gone (false while a live process owns it), and cleans up after it. */
    async finishAbandoned(uploadId, state) {
        if (!(await this.finish(uploadId, state)))
            return false;
        await this.changes.bulkChanged('import-recovery');
        await this.removeFinishedUploads();
        return true;
    }
    async finish(uploadId, state) {
        let message = '';
        const finished = await this.runs.finishIfAbandoned(uploadId, (counts) => {
            const result = interruptedResult(counts, state);
            message = result.message;
            return { state, result };
        });
        if (finished)
            await this.audit.record(null, `import.${state}`, { uploadId, message, interrupted: true });
        return finished;
    }
    /**
     * Upload files of finished runs: what a dead process left behind. Files of runs this database
     * does not know stay (another installation may share DATA_DIR).
     */
    async removeFinishedUploads() {
        const names = await readdir(this.storage.directory).catch(() => []);
        const owners = new Map(names.map((name) => [name, uploadIdOfStoredFile(name)]));
        const ids = [...new Set([...owners.values()].filter((id) => id !== null))];
        if (ids.length === 0)
            return;
        const finished = new Set(await this.runs.finishedAmong(ids));
        for (const [name, uploadId] of owners) {
            if (uploadId !== null && finished.has(uploadId))
                await rm(path.join(this.storage.directory, name), { force: true });
        }
    }
};
ImportRecoveryService = ImportRecoveryService_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [ImportRunsRepository,
        ImportUploadStorage,
        DataChangesService,
        AuditService])
], ImportRecoveryService);
export { ImportRecoveryService };
//# sourceMappingURL=import-recovery.service.js.map