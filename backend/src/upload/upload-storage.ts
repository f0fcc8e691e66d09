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
import { ImportRunsRepository } from './import-runs.repository.js';

export const UPLOAD_ID = /^[A-Za-z0-9_-]{1,100}$/;
const PROGRESS_EVERY_MS = 1000;

/** The file as the controller receives it: on disk, with the import run it belongs to. */
export interface StoredUpload {
  fieldname: string;
  originalname: string;
  mimetype: string;
  path: string;
  size: number;
  uploadId: string;
}

type UploadRequest = Request & { admin?: { username: string } };

function failure(status: HttpStatus, message: string): HttpException {
  return new HttpException({ success: false, message }, status);
}

/**
 * multer storage: streams the upload to DATA_DIR/uploads (never whole into memory) and
 * opens its import run in state `receiving`, with bytes received kept up to date, so a
 * client that sends its `uploadId` field before the file can follow the upload itself.
 */
@Injectable()
export class ImportUploadStorage implements StorageEngine {
  private readonly logger = new Logger(ImportUploadStorage.name);
  private readonly directory: string;

  constructor(
    config: AppConfig,
    private readonly runs: ImportRunsRepository,
  ) {
    this.directory = path.join(config.dataDir, 'uploads');
  }

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<StoredUpload>) => void,
  ): void {
    this.store(req as UploadRequest, file).then(
      (info) => callback(null, info),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(
    _req: Request,
    file: Express.Multer.File & Partial<StoredUpload>,
    callback: (error: Error | null) => void,
  ): void {
    const cleanup = async () => {
      if (file.path) await rm(file.path, { force: true });
      if (file.uploadId) await this.runs.finish(file.uploadId, 'failed', null);
    };
    cleanup().then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }

  private async store(req: UploadRequest, file: Express.Multer.File): Promise<Partial<StoredUpload>> {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const given = typeof body.uploadId === 'string' && body.uploadId !== '' ? body.uploadId : undefined;
    if (given !== undefined && !UPLOAD_ID.test(given)) {
      file.stream.resume();
      throw failure(
        HttpStatus.BAD_REQUEST,
        'uploadId yalnızca harf, rakam, "-" ve "_" içerebilir (en fazla 100 karakter)',
      );
    }
    const uploadId = given ?? randomUUID();
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!(await this.runs.create(uploadId, req.admin?.username ?? null, file.originalname, declared))) {
      file.stream.resume();
      throw failure(HttpStatus.CONFLICT, `uploadId "${uploadId}" zaten kullanıldı`);
    }
    await mkdir(this.directory, { recursive: true });
    const target = path.join(
      this.directory,
      `${uploadId}-${randomUUID()}${path.extname(file.originalname).toLowerCase()}`,
    );
    let received = 0;
    let reported = Date.now();
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        received += chunk.length;
        if (Date.now() - reported >= PROGRESS_EVERY_MS) {
          reported = Date.now();
          this.runs
            .progress(uploadId, 'receiving', received, 0)
            .catch((error: Error) => this.logger.warn(error.message));
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(file.stream, counter, createWriteStream(target));
    } catch (error) {
      await rm(target, { force: true });
      await this.runs.finish(uploadId, 'failed', null);
      throw error;
    }
    return { path: target, size: received, uploadId };
  }
}
