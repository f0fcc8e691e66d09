import { LIMITS } from '@directory/shared';
import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  NestInterceptor,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { once } from 'node:events';
import path from 'node:path';
import { finalize, type Observable } from 'rxjs';
import { ACCEPTED_EXTENSIONS, NOT_EXCEL } from './file-kind.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { ImportSlots } from './import-slots.js';
import { ImportUploadStorage, UploadRequest, uploadIdOf } from './upload-storage.js';

/** docs/behaviour.md §5 (docs/screens.md §5 text) for a file over 150 MB. */
export const TOO_LARGE = "Maksimum dosya boyutu 150MB'dır";
/** docs/behaviour.md §5: the answer (429) to an import over IMPORT_CONCURRENCY. */
export const tooManyImports = (limit: number) =>
  `Şu anda en fazla ${limit} içe aktarma aynı anda çalışabilir; lütfen devam eden içe aktarma bitince yeniden deneyin`;
/** Room for the multipart envelope and the small form fields around the file. */
const MULTIPART_SLACK = 1024 * 1024;

/** An upload's refusal in the `{success:false,message}` shape of docs/behaviour.md §5. */
export function failure(status: HttpStatus, message: string): HttpException {
  return new HttpException({ success: false, message }, status);
}

/** multer's file filter for an import or a preview: a spreadsheet by its extension, else 400 NOT_EXCEL. */
export const acceptSpreadsheets: NonNullable<multer.Options['fileFilter']> = (_req, file, accept) => {
  if (ACCEPTED_EXTENSIONS.has(path.extname(file.originalname).toLowerCase())) accept(null, true);
  else accept(failure(HttpStatus.BAD_REQUEST, NOT_EXCEL));
};

function toHttpError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return failure(HttpStatus.PAYLOAD_TOO_LARGE, TOO_LARGE);
    if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT')
      return failure(HttpStatus.BAD_REQUEST, NOT_EXCEL);
    return failure(HttpStatus.BAD_REQUEST, `Yükleme okunamadı (${error.code})`);
  }
  return failure(HttpStatus.BAD_REQUEST, `Yükleme tamamlanamadı (${(error as Error)?.message ?? String(error)})`);
}

/**
 * Reads and drops the rest of a refused upload before answering: a client still sending its
 * body would otherwise get a broken pipe instead of the error.
 */
async function drain(req: Request): Promise<void> {
  if (req.complete || req.destroyed) return;
  req.resume();
  await Promise.race([once(req, 'end'), once(req, 'close')]);
}

/**
 * Receives `POST /api/upload-excel`'s multipart body: one `file` (streamed to disk by
 * ImportUploadStorage, 150 MB at most, refused by extension before a byte is stored) and the
 * small fields `uploadId`, `mode` and `columns`. Takes one of the instance's import slots first (429 when
 * none is free) and holds it, with the run's lease, until the import has answered. An `uploadId`
 * in the query string opens the run before the body is read, so progress can be polled at once.
 * Errors answer `{success:false,message}` (413 / 429 / 400).
 */
@Injectable()
export class UploadFileInterceptor implements NestInterceptor {
  private readonly logger = new Logger(UploadFileInterceptor.name);
  private readonly receive: RequestHandler;

  constructor(
    private readonly storage: ImportUploadStorage,
    private readonly slots: ImportSlots,
    private readonly runs: ImportRunsRepository,
  ) {
    this.receive = multer({
      storage,
      defParamCharset: 'utf8',
      limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10, fieldSize: 64 * 1024 },
      fileFilter: acceptSpreadsheets,
    }).single('file');
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<UploadRequest>();
    const res = context.switchToHttp().getResponse<Response>();
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
      if (named !== undefined) await this.storage.openRun(req, named, '');
      await new Promise<void>((resolve, reject) =>
        this.receive(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      await drain(req);
      const answer = toHttpError(error);
      await this.endRun(req, (answer.getResponse() as { message?: string }).message ?? null);
      throw answer;
    }
    return next.handle().pipe(finalize(() => void this.endRun(req)));
  }

  /**
   * The slot goes back at once (the import has answered); the run is finished (as failed, unless
   * the import finished it) before its lease goes.
   */
  private async endRun(req: UploadRequest, reason: string | null = null): Promise<void> {
    this.slots.give();
    const lease = req.importLease;
    if (!lease) return;
    try {
      await this.runs.finish(lease.uploadId, 'failed', null, reason);
    } catch (error) {
      this.logger.warn(`Import run ${lease.uploadId} not closed: ${(error as Error).message}`);
    } finally {
      await lease.release();
    }
  }
}
