var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var ImportUploadStorage_1;
import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { AppConfig } from '../config/app-config.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { ImportTotals } from './import-totals.js';
export const UPLOAD_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Progress writes double as the cancel check, so a cancel on any instance is seen within this. */
const PROGRESS_EVERY_MS = 500;
function failure(status, message) {
    return new HttpException({ success: false, message }, status);
}
/** The upload id a client chose (query string or form field), undefined when it chose none. */
export function uploadIdOf(value) {
    if (value === undefined || value === '')
        return undefined;
    if (typeof value !== 'string' || !UPLOAD_ID.test(value)) {
        throw failure(HttpStatus.BAD_REQUEST, 'uploadId yalnızca harf, rakam, "-" ve "_" içerebilir (en fazla 100 karakter)');
    }
    return value;
}
/** Files of an upload are named `{uploadId}-{uuid}{.ext}` (and `….strings` beside it while an xlsx is read). */
const STORED_NAME = /^(.+)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z]+)*$/;
export function uploadIdOfStoredFile(fileName) {
    return STORED_NAME.exec(fileName)?.[1] ?? null;
}
/**
 * multer storage: streams the upload to DATA_DIR/uploads (never whole into memory) under the
 * request's import run, opened here in state `receiving` unless the client named it in the query
 * string (then UploadFileInterceptor opened it before reading the body). Bytes received are
 * recorded as they come; a cancel stops storing them.
 */
let ImportUploadStorage = ImportUploadStorage_1 = class ImportUploadStorage {
    runs;
    logger = new Logger(ImportUploadStorage_1.name);
    directory;
    constructor(config, runs) {
        this.runs = runs;
        this.directory = path.join(config.dataDir, 'uploads');
    }
    /** The request's run: opened once, under `uploadId` (409 when that id is taken). */
    async openRun(req, uploadId, fileName) {
        if (req.importLease)
            return req.importLease;
        const declared = Number(req.headers['content-length'] ?? 0);
        const lease = await this.runs.start(uploadId, req.admin?.username ?? null, fileName, declared);
        if (!lease)
            throw failure(HttpStatus.CONFLICT, `uploadId "${uploadId}" zaten kullanıldı`);
        req.importLease = lease;
        return lease;
    }
    _handleFile(req, file, callback) {
        this.store(req, file).then((info) => callback(null, info), (error) => {
            file.stream.resume();
            callback(error);
        });
    }
    _removeFile(_req, file, callback) {
        const cleanup = async () => {
            if (file.path)
                await rm(file.path, { force: true });
            if (file.uploadId)
                await this.runs.finish(file.uploadId, 'failed', null);
        };
        cleanup().then(() => callback(null), (error) => callback(error));
    }
    async store(req, file) {
        const named = req.importLease !== undefined;
        const body = (req.body ?? {});
        const { uploadId } = await this.openRun(req, uploadIdOf(body.uploadId) ?? randomUUID(), file.originalname);
        if (named)
            await this.runs.progress(uploadId, { fileName: file.originalname });
        await mkdir(this.directory, { recursive: true });
        const target = path.join(this.directory, `${uploadId}-${randomUUID()}${path.extname(file.originalname).toLowerCase()}`);
        let received = 0;
        let reported = Date.now();
        let stopping = null;
        let checking = false;
        const check = async () => {
            if (await this.runs.progress(uploadId, { state: 'receiving', bytesRead: received })) {
                stopping ??= this.runs.finish(uploadId, 'cancelled', CANCELLED_WHILE_RECEIVING);
            }
        };
        const counter = new Transform({
            transform: (chunk, _encoding, done) => {
                received += chunk.length;
                if (!stopping && !checking && Date.now() - reported >= PROGRESS_EVERY_MS) {
                    reported = Date.now();
                    checking = true;
                    check()
                        .catch((error) => this.logger.warn(error.message))
                        .finally(() => (checking = false));
                }
                // Once cancelled, the rest of the body is read and dropped, so the client still gets its answer.
                done(null, stopping ? undefined : chunk);
            },
        });
        try {
            await pipeline(file.stream, counter, createWriteStream(target));
        }
        catch (error) {
            await rm(target, { force: true });
            await this.runs.finish(uploadId, 'failed', null);
            throw error;
        }
        if (stopping) {
            await stopping;
            await rm(target, { force: true });
        }
        return { path: target, size: received, uploadId, cancelled: stopping !== null };
    }
};
ImportUploadStorage = ImportUploadStorage_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AppConfig,
        ImportRunsRepository])
], ImportUploadStorage);
export { ImportUploadStorage };
const CANCELLED_WHILE_RECEIVING = new ImportTotals().cancelledResult('insert', 0);
//# sourceMappingURL=upload-storage.js.map