import type { ImportProgress, ImportResult, ImportRun, ImportState } from '@directory/shared';
import { HttpException, HttpStatus, Injectable, Logger, NotFoundException, StreamableFile } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { AuditService } from '../audit/audit.service.js';
import { DataChangesService } from '../directory/data-changes.service.js';
import { detectFileKind, NOT_EXCEL } from './file-kind.js';
import { ImportParser } from './import-parser.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { ImportTotals } from './import-totals.js';
import { ImportMode, ImportWriter } from './import-writer.js';
import { ImportFileError } from './parse/import-file-error.js';
import type { FileKind } from './parse/sheet-readers.js';
import type { StoredUpload } from './upload-storage.js';
import { buildUploadTemplate } from './upload-template.js';

const BATCH_ROWS = 2000;
const BATCH_BYTES = 8 * 1024 * 1024;
const PROGRESS_EVERY_MS = 500;

export interface ImportActor {
  id: number;
  username: string;
}

function failure(status: HttpStatus, message: string): HttpException {
  return new HttpException({ success: false, message }, status);
}

/** Thrown when an import stops after some batches were committed: what it kept, for the answer. */
class ImportStopped extends Error {
  constructor(
    readonly reason: unknown,
    readonly totals: ImportTotals,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/**
 * CONTRACT §5 import: checks the file, lets the worker parse it, writes its batches as they
 * come (parsing and writing overlap), keeps the run's progress in `import_runs`, then refreshes
 * summaries, caches and sitemaps once.
 */
@Injectable()
export class ImportsService {
  private readonly logger = new Logger(ImportsService.name);

  constructor(
    private readonly parser: ImportParser,
    private readonly writer: ImportWriter,
    private readonly runs: ImportRunsRepository,
    private readonly changes: DataChangesService,
    private readonly audit: AuditService,
  ) {}

  async importUpload(
    file: StoredUpload | undefined,
    form: Record<string, unknown>,
    actor: ImportActor | null,
    ip: string | null,
  ): Promise<ImportResult> {
    if (!file) throw failure(HttpStatus.BAD_REQUEST, NOT_EXCEL);
    const started = Date.now();
    const details = { uploadId: file.uploadId, fileName: file.originalname, bytes: file.size };
    try {
      const mode = parseMode(form.mode);
      const kind = await detectFileKind(file.path, file.originalname);
      await this.runs.progress(file.uploadId, 'parsing', 0, 0, file.size);
      const totals = await this.run(file, kind, mode);
      const result = totals.result(mode, (Date.now() - started) / 1000);
      await this.runs.finish(file.uploadId, 'done', result);
      this.logger.log(
        `Import ${file.uploadId} (${file.originalname}): ${result.message} in ${result.processingTime} s`,
      );
      await this.audit.record(actor, 'import.finished', { ...details, mode, ...summaryOf(result) }, ip);
      return result;
    } catch (error) {
      throw await this.fail(file, error, started, actor, ip, details);
    } finally {
      await rm(file.path, { force: true });
    }
  }

  async progress(uploadId: string): Promise<ImportProgress> {
    const progress = await this.runs.find(uploadId);
    if (!progress) throw new NotFoundException({ statusCode: 404, message: 'Import not found', error: 'Not Found' });
    return progress;
  }

  history(): Promise<ImportRun[]> {
    return this.runs.history();
  }

  async template(): Promise<StreamableFile> {
    return new StreamableFile(await buildUploadTemplate());
  }

  private async run(file: StoredUpload, kind: FileKind, mode: ImportMode): Promise<ImportTotals> {
    const totals = new ImportTotals();
    const session = await this.writer.open(mode, file.uploadId);
    let bytesTotal = file.size;
    let lastProgress = 0;
    const report = async (state: ImportState, bytesRead: number, rowsRead: number, force = false) => {
      if (!force && Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = Date.now();
      await this.runs.progress(file.uploadId, state, bytesRead, rowsRead, bytesTotal);
    };
    try {
      for await (const event of this.parser.parse({
        path: file.path,
        kind,
        batchRows: BATCH_ROWS,
        batchBytes: BATCH_BYTES,
      })) {
        if (event.type === 'header') {
          bytesTotal = event.bytesTotal;
        } else if (event.type === 'batch') {
          totals.addParsed(event);
          if (event.stagedRows > 0) totals.addWritten(await session.write(event.copy, totals.skipRoom));
          await report('parsing', event.bytesRead, event.rowsRead);
        } else if (event.type === 'progress') {
          await report('parsing', event.bytesRead, event.rowsRead);
        } else {
          await report('writing', event.bytesRead, event.rowsRead, true);
        }
      }
    } catch (error) {
      await this.publish(totals);
      throw totals.committed > 0 || totals.totalRows > 0 ? new ImportStopped(error, totals) : error;
    } finally {
      await session.close();
    }
    await this.publish(totals);
    return totals;
  }

  /** Summaries, caches and sitemaps follow whatever was committed, also when the import stopped halfway. */
  private async publish(totals: ImportTotals): Promise<void> {
    if (totals.committed === 0) return;
    try {
      await this.changes.bulkChanged('import');
    } catch (error) {
      this.logger.error(`Summaries not refreshed after import: ${(error as Error).message}`);
    }
  }

  private async fail(
    file: StoredUpload,
    error: unknown,
    started: number,
    actor: ImportActor | null,
    ip: string | null,
    details: Record<string, unknown>,
  ): Promise<HttpException> {
    const stopped = error instanceof ImportStopped ? error : null;
    const cause = stopped ? stopped.reason : error;
    let answer: HttpException;
    if (cause instanceof HttpException) {
      answer = cause;
    } else if (cause instanceof ImportFileError) {
      answer = failure(HttpStatus.BAD_REQUEST, stoppedMessage(cause.message, stopped));
    } else {
      this.logger.error(`Import ${file.uploadId} failed: ${(cause as Error)?.stack ?? String(cause)}`);
      answer = failure(HttpStatus.INTERNAL_SERVER_ERROR, stoppedMessage('İçe aktarma yarıda kesildi', stopped));
    }
    const body = answer.getResponse() as { message?: unknown };
    const message = typeof body.message === 'string' ? body.message : String(body.message);
    const result = stopped
      ? { ...stopped.totals.result('insert', (Date.now() - started) / 1000), success: false, message }
      : null;
    await this.runs.finish(file.uploadId, 'failed', result).catch((e: Error) => this.logger.warn(e.message));
    await this.audit.record(actor, 'import.failed', { ...details, message, ...(result ? summaryOf(result) : {}) }, ip);
    return answer;
  }
}

function parseMode(value: unknown): ImportMode {
  if (value === undefined || value === '' || value === 'insert' || value === 'skip') return 'insert';
  if (value === 'update') return 'update';
  throw failure(HttpStatus.BAD_REQUEST, 'mode yalnızca "update" olabilir (mevcut place_id kayıtlarını günceller)');
}

function stoppedMessage(reason: string, stopped: ImportStopped | null): string {
  if (!stopped || stopped.totals.committed === 0) return reason;
  return `${reason}. ${stopped.totals.committed} satır kaydedildi; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir`;
}

function summaryOf(result: ImportResult) {
  const { totalRows, successCount, skippedCount, errorCount, processingTime } = result;
  return { totalRows, successCount, skippedCount, errorCount, processingTime };
}
