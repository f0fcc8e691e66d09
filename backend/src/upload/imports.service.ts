import type { ImportCancelResult, ImportPreview, ImportProgress, ImportResult, ImportRun } from '@directory/shared';
import { HttpException, HttpStatus, Injectable, Logger, NotFoundException, StreamableFile } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { AuditService } from '../audit/audit.service.js';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { detectFileKind, NOT_EXCEL } from './file-kind.js';
import { parseColumns, parseMode } from './import-form.js';
import { ImportParser } from './import-parser.js';
import { ImportRecoveryService } from './import-recovery.service.js';
import { ImportRunsRepository, ProgressUpdate } from './import-runs.repository.js';
import { ImportTotals } from './import-totals.js';
import { ImportMode, ImportWriter } from './import-writer.js';
import { FIELD_NAMES, HeaderOverrides } from './parse/header-aliases.js';
import { ImportFileError } from './parse/import-file-error.js';
import type { FileKind } from './parse/sheet-readers.js';
import { sharedStringsPath } from './parse/shared-strings-file.js';
import type { StoredUpload } from './upload-storage.js';
import { buildUploadTemplate } from './upload-template.js';

const BATCH_ROWS = 2000;
const BATCH_BYTES = 8 * 1024 * 1024;
/** Progress writes double as the cancel check: a cancel on any instance is seen within this, or after the batch being written. */
const PROGRESS_EVERY_MS = 500;
/** A cancel answers once the import has stopped: after its current batch, which never takes this long. */
const CANCEL_WAIT_MS = 30_000;
const CANCEL_POLL_MS = 200;
const PREVIEW_ROWS = 5;

/** A file received for a preview: on disk under `path`, named `originalname` by the client. */
export interface PreviewFile {
  path: string;
  originalname: string;
}

export interface ImportActor {
  id: number;
  username: string;
}

function failure(status: HttpStatus, message: string): HttpException {
  return new HttpException({ success: false, message }, status);
}

const notFound = () => new NotFoundException({ statusCode: 404, message: 'Import not found', error: 'Not Found' });

/** A cancel request reached the import (read with its progress writes). */
class ImportCancelled extends Error {
  constructor() {
    super('cancelled');
  }
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
 * docs/behaviour.md §5 import: checks the file, lets the worker parse it, writes its batches as they
 * come (parsing and writing overlap), keeps the run's progress in `import_runs` (where a cancel
 * from any instance is read), then refreshes summaries, caches and sitemaps once.
 *
 * A cancelled import answers 409 `{success:false,message}` saying what it kept; its history entry
 * is `cancelled` with the counts of the batches it committed.
 */
@Injectable()
export class ImportsService {
  private readonly logger = new Logger(ImportsService.name);

  constructor(
    private readonly parser: ImportParser,
    private readonly writer: ImportWriter,
    private readonly runs: ImportRunsRepository,
    private readonly recovery: ImportRecoveryService,
    private readonly changes: DataChangesService,
    private readonly audit: AuditService,
    private readonly metrics: AppMetrics,
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
    let mode: ImportMode = 'insert';
    try {
      if (file.cancelled) throw new ImportCancelled();
      mode = parseMode(form.mode);
      const overrides = parseColumns(form.columns);
      const kind = await detectFileKind(file.path, file.originalname);
      const stop = await this.runs.progress(file.uploadId, {
        state: 'parsing',
        bytesRead: 0,
        rowsRead: 0,
        bytesTotal: file.size,
      });
      if (stop) throw new ImportCancelled();
      const totals = await this.run(file, kind, mode, overrides, started);
      const result = totals.result(mode, (Date.now() - started) / 1000);
      await this.runs.finish(file.uploadId, 'done', result);
      this.logger.log(
        `Import ${file.uploadId} (${file.originalname}): ${result.message} in ${result.processingTime} s`,
      );
      await this.audit.record(actor, 'import.finished', { ...details, mode, ...summaryOf(result) }, ip);
      return result;
    } catch (error) {
      throw await this.stopped(file, error, mode, started, actor, ip, details);
    } finally {
      await rm(file.path, { force: true });
      await rm(sharedStringsPath(file.path), { force: true });
    }
  }

  /** The headers of a file with the field each feeds, and its first rows, before it is imported. */
  async preview(file: PreviewFile | undefined): Promise<ImportPreview> {
    if (!file) throw failure(HttpStatus.BAD_REQUEST, NOT_EXCEL);
    try {
      const kind = await detectFileKind(file.path, file.originalname);
      const { headers, rows, rowsTotal } = await this.parser.preview(file.path, kind, PREVIEW_ROWS);
      return { headers, rows, fields: Object.values(FIELD_NAMES), rowsTotal };
    } catch (error) {
      if (error instanceof ImportFileError) throw failure(HttpStatus.BAD_REQUEST, error.message);
      throw error;
    }
  }

  async progress(uploadId: string): Promise<ImportProgress> {
    const progress = await this.runs.find(uploadId);
    if (!progress) throw notFound();
    return progress;
  }

  /**
   * docs/behaviour.md §4: asks the import to stop (its process reads the request with its next progress
   * write, on whichever instance it runs) and answers once it has stopped. A run whose process
   * has died is finished here.
   */
  async cancel(uploadId: string, actor: ImportActor | null, ip: string | null): Promise<ImportCancelResult> {
    const state = await this.runs.requestCancel(uploadId);
    if (state === null) {
      const run = await this.runs.find(uploadId);
      if (!run) throw notFound();
      throw failure(HttpStatus.CONFLICT, `İçe aktarma zaten bitti (durum: ${run.state})`);
    }
    await this.audit.record(actor, 'import.cancel-requested', { uploadId, state }, ip);
    const deadline = Date.now() + CANCEL_WAIT_MS;
    for (;;) {
      const run = await this.runs.find(uploadId);
      if (!run || run.state === 'cancelled') break;
      if (run.state === 'done' || run.state === 'failed') {
        throw failure(HttpStatus.CONFLICT, `İçe aktarma iptal edilemeden bitti (durum: ${run.state})`);
      }
      if (await this.recovery.finishAbandoned(uploadId, 'cancelled')) break;
      if (Date.now() >= deadline) {
        this.logger.warn(`Import ${uploadId} has not stopped yet; it will at its next batch`);
        break;
      }
      await sleep(CANCEL_POLL_MS);
    }
    return { success: true, state: 'cancelled' };
  }

  history(): Promise<ImportRun[]> {
    return this.runs.history();
  }

  async template(): Promise<StreamableFile> {
    return new StreamableFile(await buildUploadTemplate());
  }

  private async run(
    file: StoredUpload,
    kind: FileKind,
    mode: ImportMode,
    overrides: HeaderOverrides,
    started: number,
  ): Promise<ImportTotals> {
    const totals = new ImportTotals();
    const session = await this.writer.open(mode, file.uploadId);
    let lastWrite = Date.now();
    const record = async (update: ProgressUpdate) => {
      lastWrite = Date.now();
      return this.runs.progress(file.uploadId, update);
    };
    try {
      for await (const event of this.parser.parse({
        path: file.path,
        kind,
        batchRows: BATCH_ROWS,
        batchBytes: BATCH_BYTES,
        overrides,
      })) {
        if (event.type === 'header') {
          if (await record({ bytesTotal: event.bytesTotal, rowsTotal: event.rowsTotal })) throw new ImportCancelled();
        } else if (event.type === 'batch') {
          totals.addParsed(event);
          if (event.stagedRows > 0) totals.addWritten(await session.write(event.copy, totals.skipRoom));
          const stop = await record({
            state: 'writing',
            bytesRead: event.bytesRead,
            rowsRead: event.rowsRead,
            counts: totals.summary(mode, (Date.now() - started) / 1000),
          });
          if (stop) throw new ImportCancelled();
        } else if (event.type === 'progress') {
          if (Date.now() - lastWrite >= PROGRESS_EVERY_MS && (await record({}))) throw new ImportCancelled();
        } else if (event.type === 'end') {
          // Every row is written: a cancel arriving now has nothing left to stop.
          await record({
            state: 'writing',
            bytesRead: event.bytesRead,
            rowsRead: event.rowsRead,
            rowsTotal: event.rowsRead,
          });
        }
      }
    } catch (error) {
      await this.publish(totals);
      const kept = totals.committed > 0 || totals.totalRows > 0 || error instanceof ImportCancelled;
      throw kept ? new ImportStopped(error, totals) : error;
    } finally {
      this.metrics.countImportRows({
        added: totals.committed,
        skipped: totals.skippedCount,
        failed: totals.errorCount,
      });
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

  /** Finishes the run of an import that did not complete, and turns why into its answer. */
  private async stopped(
    file: StoredUpload,
    error: unknown,
    mode: ImportMode,
    started: number,
    actor: ImportActor | null,
    ip: string | null,
    details: Record<string, unknown>,
  ): Promise<HttpException> {
    const stopped = error instanceof ImportStopped ? error : null;
    const cause = stopped ? stopped.reason : error;
    const seconds = (Date.now() - started) / 1000;
    if (cause instanceof ImportCancelled) {
      const result = (stopped?.totals ?? new ImportTotals()).cancelledResult(mode, seconds);
      await this.runs.finish(file.uploadId, 'cancelled', result).catch((e: Error) => this.logger.warn(e.message));
      this.logger.log(`Import ${file.uploadId} (${file.originalname}) cancelled: ${result.message}`);
      await this.audit.record(actor, 'import.cancelled', { ...details, mode, ...summaryOf(result) }, ip);
      return failure(HttpStatus.CONFLICT, result.message);
    }
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
    const result = stopped ? { ...stopped.totals.result(mode, seconds), success: false, message } : null;
    await this.runs.finish(file.uploadId, 'failed', result, message).catch((e: Error) => this.logger.warn(e.message));
    await this.audit.record(actor, 'import.failed', { ...details, message, ...(result ? summaryOf(result) : {}) }, ip);
    return answer;
  }
}

function stoppedMessage(reason: string, stopped: ImportStopped | null): string {
  if (!stopped || stopped.totals.committed === 0) return reason;
  return `${reason}. ${stopped.totals.committed} satır kaydedildi; dosya yeniden yüklendiğinde yalnızca eksik satırlar eklenir`;
}

function summaryOf(result: ImportResult) {
  const { totalRows, successCount, skippedCount, errorCount, processingTime } = result;
  return { totalRows, successCount, skippedCount, errorCount, processingTime };
}
