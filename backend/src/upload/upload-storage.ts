import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { AppConfig } from '../config/app-config.js';
import { ImportRunLease, ImportRunsRepository } from './import-runs.repository.js';
import { ImportTotals } from './import-totals.js';

export const UPLOAD_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Progress writes double as the cancel check, so a cancel on any instance is seen within this. */
const PROGRESS_EVERY_MS = 500;

/** The file as the controller receives it: on disk, with the import run it belongs to. */
export interface StoredUpload {
  fieldname: string;
  originalname: string;
  mimetype: string;
  path: string;
  size: number;
  uploadId: string;
  /** The run was cancelled while the file arrived: nothing was kept and the run is finished. */
  cancelled: boolean;
}

/** The request while it carries an upload: the session's admin, and the run once it is open. */
export type UploadRequest = Request & { admin?: { username: string }; importLease?: ImportRunLease };

function failure(status: HttpStatus, message: string): HttpException {
  return new HttpException({ success: false, message }, status);
}

/** The upload id a client chose (query string or form field), undefined when it chose none. */
export function uploadIdOf(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !UPLOAD_ID.test(value)) {
    throw failure(
      HttpStatus.BAD_REQUEST,
      'uploadId yalnızca harf, rakam, "-" ve "_" içerebilir (en fazla 100 karakter)',
    );
  }
  return value;
}

/** Files of an upload are named `{uploadId}-{uuid}{.ext}` (and `….strings` beside it while an xlsx is read). */
const STORED_NAME = /^(.+)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z]+)*$/;

export function uploadIdOfStoredFile(fileName: string): string | null {
  return STORED_NAME.exec(fileName)?.[1] ?? null;
}

/**
 * multer storage: streams the upload to DATA_DIR/uploads (never whole into memory) under the
 * request's import run, opened here in state `receiving` unless the client named it in the query
 * string (then UploadFileInterceptor opened it before reading the body). Bytes received are
 * recorded as they come; a cancel stops storing them.
 */
@Injectable()
export class ImportUploadStorage implements StorageEngine {
  private readonly logger = new Logger(ImportUploadStorage.name);
  readonly directory: string;

  constructor(
    config: AppConfig,
    private readonly runs: ImportRunsRepository,
  ) {
    this.directory = path.join(config.dataDir, 'uploads');
  }

  /** The request's run: opened once, under `uploadId` (409 when that id is taken). */
  async openRun(req: UploadRequest, uploadId: string, fileName: string): Promise<ImportRunLease> {
    if (req.importLease) return req.importLease;
    const declared = Number(req.headers['content-length'] ?? 0);
    const lease = await this.runs.start(uploadId, req.admin?.username ?? null, fileName, declared);
    if (!lease) throw failure(HttpStatus.CONFLICT, `uploadId "${uploadId}" zaten kullanıldı`);
    req.importLease = lease;
    return lease;
  }

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<StoredUpload>) => void,
  ): void {
    this.store(req as UploadRequest, file).then(
      (info) => callback(null, info),
      (error: unknown) => {
        file.stream.resume();
        callback(error);
      },
    );
  }

  _removeFile(
    _req: Request,
    file: Express.Multer.File & Partial<StoredUpload>,
    callback: (error: Error | null) => void,
  ): void {
    // The run is finished, with the reason, by UploadFileInterceptor when it answers the error.
    const cleanup = async () => {
      if (file.path) await rm(file.path, { force: true });
    };
    cleanup().then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }

  private async store(req: UploadRequest, file: Express.Multer.File): Promise<Partial<StoredUpload>> {
    const named = req.importLease !== undefined;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { uploadId } = await this.openRun(req, uploadIdOf(body.uploadId) ?? randomUUID(), file.originalname);
    if (named) await this.runs.progress(uploadId, { fileName: file.originalname });
    await mkdir(this.directory, { recursive: true });
    const target = path.join(
      this.directory,
      `${uploadId}-${randomUUID()}${path.extname(file.originalname).toLowerCase()}`,
    );
    let received = 0;
    let reported = Date.now();
    let stopping: Promise<void> | null = null;
    let checking = false;
    const check = async () => {
      if (await this.runs.progress(uploadId, { state: 'receiving', bytesRead: received })) {
        stopping ??= this.runs.finish(uploadId, 'cancelled', CANCELLED_WHILE_RECEIVING);
      }
    };
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        received += chunk.length;
        if (!stopping && !checking && Date.now() - reported >= PROGRESS_EVERY_MS) {
          reported = Date.now();
          checking = true;
          check()
            .catch((error: Error) => this.logger.warn(error.message))
            .finally(() => (checking = false));
        }
        // Once cancelled, the rest of the body is read and dropped, so the client still gets its answer.
        done(null, stopping ? undefined : chunk);
      },
    });
    try {
      await pipeline(file.stream, counter, createWriteStream(target));
    } catch (error) {
      await rm(target, { force: true });
      await this.runs.finish(uploadId, 'failed', null, RECEIVE_FAILED);
      throw error;
    }
    if (stopping) {
      await stopping;
      await rm(target, { force: true });
    }
    return { path: target, size: received, uploadId, cancelled: stopping !== null };
  }
}

const RECEIVE_FAILED = 'Dosya alınamadı: yükleme yarıda kesildi';
const CANCELLED_WHILE_RECEIVING = new ImportTotals().cancelledResult('insert', 0);
