import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { AuditService } from '../audit/audit.service.js';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { ImportRunsRepository } from './import-runs.repository.js';
import { interruptedResult } from './import-totals.js';
import { ImportUploadStorage, uploadIdOfStoredFile } from './upload-storage.js';

/** How often every instance looks for runs whose process has died. */
const SWEEP_MS = 10_000;
/** The sweep's name in Nest's scheduler registry. */
export const IMPORT_RECOVERY_SWEEP = 'import-recovery-sweep';

/**
 * docs/behaviour.md §5 "an import whose process died is failed, and the counts it committed are reflected
 * everywhere". A run belongs to a dead process when its advisory lock can be taken (see
 * ImportRunLease): at start and every SWEEP_MS after, on every instance, each such run becomes
 * `failed`, the summaries and the data version follow what it had committed, and its upload files
 * are removed, so the living instances repair a dead one's import without a restart. Runs that a
 * live process is importing keep their lock, so they are left alone.
 */
@Injectable()
export class ImportRecoveryService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ImportRecoveryService.name);

  constructor(
    private readonly runs: ImportRunsRepository,
    private readonly storage: ImportUploadStorage,
    private readonly changes: DataChangesService,
    private readonly audit: AuditService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.recover();
    } catch (error) {
      this.logger.error(`Interrupted imports not recovered: ${(error as Error).message}`);
    }
  }

  @Interval(IMPORT_RECOVERY_SWEEP, SWEEP_MS)
  async sweep(): Promise<void> {
    await this.onApplicationBootstrap();
  }

  /** Finishes every run left unfinished by a dead process; the upload ids it finished. */
  async recover(): Promise<string[]> {
    const recovered: string[] = [];
    for (const uploadId of await this.runs.unfinishedUploadIds()) {
      if (await this.finish(uploadId, 'failed')) recovered.push(uploadId);
    }
    if (recovered.length > 0) {
      await this.changes.bulkChanged('import-recovery');
      this.logger.warn(`Imports interrupted by a stopped process marked failed: ${recovered.join(', ')}`);
    }
    await this.removeFinishedUploads();
    return recovered;
  }

  /** Finishes one run as `state` if its process is gone (false while a live process owns it), and cleans up after it. */
  async finishAbandoned(uploadId: string, state: 'failed' | 'cancelled'): Promise<boolean> {
    if (!(await this.finish(uploadId, state))) return false;
    await this.changes.bulkChanged('import-recovery');
    await this.removeFinishedUploads();
    return true;
  }

  private async finish(uploadId: string, state: 'failed' | 'cancelled'): Promise<boolean> {
    let message = '';
    const finished = await this.runs.finishIfAbandoned(uploadId, (counts) => {
      const result = interruptedResult(counts, state);
      message = result.message;
      return { state, result };
    });
    if (finished) await this.audit.record(null, `import.${state}`, { uploadId, message, interrupted: true });
    return finished;
  }

  /**
   * Upload files of finished runs: what a dead process left behind. Files of runs this database
   * does not know stay (another installation may share DATA_DIR).
   */
  private async removeFinishedUploads(): Promise<void> {
    const names = await readdir(this.storage.directory).catch(() => [] as string[]);
    const owners = new Map(names.map((name) => [name, uploadIdOfStoredFile(name)] as const));
    const ids = [...new Set([...owners.values()].filter((id): id is string => id !== null))];
    if (ids.length === 0) return;
    const finished = new Set(await this.runs.finishedAmong(ids));
    for (const [name, uploadId] of owners) {
      if (uploadId !== null && finished.has(uploadId))
        await rm(path.join(this.storage.directory, name), { force: true });
    }
  }
}
