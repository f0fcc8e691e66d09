import { LIMITS } from '@directory/shared';
import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { finalize, type Observable } from 'rxjs';
import { NOT_EXCEL } from './file-kind.js';
import { acceptSpreadsheets, failure, TOO_LARGE } from './upload-file.interceptor.js';
import { ImportUploadStorage } from './upload-storage.js';

/**
 * Receives `POST /api/admin/imports/preview`'s `file` to disk (same limits as an import, no import
 * run, no import slot) and removes it once the preview has answered.
 */
@Injectable()
export class PreviewFileInterceptor implements NestInterceptor {
  private readonly receive: RequestHandler;

  constructor(storage: ImportUploadStorage) {
    this.receive = multer({
      storage: multer.diskStorage({
        destination: (_req, _file, done) => {
          mkdirSync(storage.directory, { recursive: true });
          done(null, storage.directory);
        },
        filename: (_req, file, done) =>
          done(null, `preview-${randomUUID()}${path.extname(file.originalname).toLowerCase()}`),
      }),
      defParamCharset: 'utf8',
      limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5 },
      fileFilter: acceptSpreadsheets,
    }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    try {
      await new Promise<void>((resolve, reject) =>
        this.receive(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      if (error instanceof HttpException) throw error;
      if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE')
        throw failure(HttpStatus.PAYLOAD_TOO_LARGE, TOO_LARGE);
      throw failure(HttpStatus.BAD_REQUEST, NOT_EXCEL);
    }
    const stored = req.file?.path;
    return next.handle().pipe(finalize(() => void (stored && rm(stored, { force: true }))));
  }
}
