var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var UploadFileInterceptor_1;
import { LIMITS } from '@directory/shared';
import { HttpException, HttpStatus, Injectable, Logger, } from '@nestjs/common';
import multer, { MulterError } from 'multer';
import { once } from 'node:events';
import path from 'node:path';
import { finalize } from 'rxjs';
import { ACCEPTED_EXTENSIONS, NOT_EXCEL } from './file-kind.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { ImportSlots } from './import-slots.js';
import { ImportUploadStorage, uploadIdOf } from './upload-storage.js';
/** CONTRACT §5 (spec §5 text) for a file over 150 MB. */
export const TOO_LARGE = "Maksimum dosya boyutu 150MB'dır";
/** CONTRACT §5: the answer (429) to an import over IMPORT_CONCURRENCY. */
export const tooManyImports = (limit) => `Şu anda en fazla ${limit} içe aktarma aynı anda çalışabilir; lütfen devam eden içe aktarma bitince yeniden deneyin`;
/** Room for the multipart envelope and the small form fields around the file. */
const MULTIPART_SLACK = 1024 * 1024;
function failure(status, message) {
    return new HttpException({ success: false, message }, status);
}
function toHttpError(error) {
    if (error instanceof HttpException)
        return error;
    if (error instanceof MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
            return failure(HttpStatus.PAYLOAD_TOO_LARGE, TOO_LARGE);
        if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT')
            return failure(HttpStatus.BAD_REQUEST, NOT_EXCEL);
        return failure(HttpStatus.BAD_REQUEST, `Yükleme okunamadı (${error.code})`);
    }
    return failure(HttpStatus.BAD_REQUEST, `Yükleme tamamlanamadı (${error?.message ?? String(error)})`);
}
/**
 * Reads and drops the rest of a refused upload before answering: a client still sending its
 * body would otherwise get a broken pipe instead of the error.
 */
async function drain(req) {
    if (req.complete || req.destroyed)
        return;
    req.resume();
    await Promise.race([once(req, 'end'), once(req, 'close')]);
}
/**
 * Receives `POST /api/upload-excel`'s multipart body: one `file` (streamed to disk by
 * ImportUploadStorage, 150 MB at most, refused by extension before a byte is stored) and the
 * small fields `uploadId` and `mode`. Takes one of the instance's import slots first (429 when
 * none is free) and holds it, with the run's lease, until the import has answered. An `uploadId`
 * in the query string opens the run before the body is read, so progress can be polled at once.
 * Errors answer `{success:false,message}` (413 / 429 / 400).
 */
let UploadFileInterceptor = UploadFileInterceptor_1 = class UploadFileInterceptor {
    storage;
    slots;
    runs;
    logger = new Logger(UploadFileInterceptor_1.name);
    receive;
    constructor(storage, slots, runs) {
        this.storage = storage;
        this.slots = slots;
        this.runs = runs;
        this.receive = multer({
            storage,
            defParamCharset: 'utf8',
            limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10, fieldSize: 4096 },
            fileFilter: (_req, file, accept) => {
                if (ACCEPTED_EXTENSIONS.has(path.extname(file.originalname).toLowerCase()))
                    accept(null, true);
                else
                    accept(failure(HttpStatus.BAD_REQUEST, NOT_EXCEL));
            },
        }).single('file');
    }
    async intercept(context, next) {
        const req = context.switchToHttp().getRequest();
        const res = context.switchToHttp().getResponse();
        if (Number(req.headers['content-length'] ?? 0) > LIMITS.uploadMaxBytes + MULTIPART_SLACK) {
            await drain(req);
            throw failure(HttpStatus.PAYLOAD_TOO_LARGE, TOO_LARGE);
        }
        if (!this.slots.tryTake()) {
            await drain(req);
            throw failure(HttpStatus.TOO_MANY_REQUESTS, tooManyImports(this.slots.limit));
        }
        try {
            const named = uploadIdOf(req.query.uploadId);
            if (named !== undefined)
                await this.storage.openRun(req, named, '');
            await new Promise((resolve, reject) => this.receive(req, res, (error) => (error ? reject(error) : resolve())));
        }
        catch (error) {
            await drain(req);
            await this.endRun(req);
            throw toHttpError(error);
        }
        return next.handle().pipe(finalize(() => void this.endRun(req)));
    }
    /**
     * The slot goes back at once (the import has answered); the run is finished (as failed, unless
     * the import finished it) before its lease goes.
     */
    async endRun(req) {
        this.slots.give();
        const lease = req.importLease;
        if (!lease)
            return;
        try {
            await this.runs.finish(lease.uploadId, 'failed', null);
        }
        catch (error) {
            this.logger.warn(`Import run ${lease.uploadId} not closed: ${error.message}`);
        }
        finally {
            await lease.release();
        }
    }
};
UploadFileInterceptor = UploadFileInterceptor_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [ImportUploadStorage,
        ImportSlots,
        ImportRunsRepository])
], UploadFileInterceptor);
export { UploadFileInterceptor };
//# sourceMappingURL=upload-file.interceptor.js.map