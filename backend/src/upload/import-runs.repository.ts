import {
  NO_IMPORT_ROWS,
  type ImportProgress,
  type ImportResult,
  type ImportResultSummary,
  type ImportRun,
  type ImportState,
} from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';

interface ImportRunRow {
  upload_id: string;
  username: string | null;
  file_name: string;
  state: ImportState;
  bytes_total: string;
  bytes_read: string;
  rows_read: number;
  rows_total: number | null;
  result: ImportResult | null;
  reason: string | null;
  started_at: Date;
  finished_at: Date | null;
}

export type FinishedState = 'done' | 'failed' | 'cancelled';

export interface ProgressUpdate {
  state?: ImportState;
  bytesRead?: number;
  rowsRead?: number;
  bytesTotal?: number;
  rowsTotal?: number | null;
  fileName?: string;
  /** The counts so far, kept so that a run whose process dies still tells what it had written. */
  counts?: ImportResultSummary;
}

/**
 * Held by the process that runs an import, from the moment its run exists until it has finished:
 * a PostgreSQL session advisory lock on a connection of its own. PostgreSQL drops it when that
 * process dies (its connections close), so a run whose lock can be taken has no live owner.
 */
export interface ImportRunLease {
  readonly uploadId: string;
  release(): Promise<void>;
}

const HISTORY_LIMIT = 50;
/** Key space of the runs' locks: the two-integer form, (class, run id), apart from the one-key locks elsewhere. */
const RUN_LOCK_CLASS = 736_180_006;

/** Rows written over rows expected; when the file cannot say how many rows it holds, its bytes behind the written rows. */
function percent(row: ImportRunRow): number {
  if (row.state === 'done') return 100;
  if (row.state === 'receiving') return 0;
  const written = row.rows_read;
  const share =
    row.rows_total !== null && row.rows_total > 0
      ? written / row.rows_total
      : Number(row.bytes_total) > 0
        ? Number(row.bytes_read) / Number(row.bytes_total)
        : 0;
  return Math.max(0, Math.min(99, Math.floor(share * 100)));
}

export function toImportProgress(row: ImportRunRow): ImportProgress {
  return {
    uploadId: row.upload_id,
    state: row.state,
    bytesTotal: Number(row.bytes_total),
    bytesRead: Number(row.bytes_read),
    rowsRead: row.rows_read,
    rowsTotal: row.rows_total,
    percent: percent(row),
  };
}

function toImportRun(row: ImportRunRow): ImportRun {
  let result: ImportResultSummary | null = null;
  if (row.result) {
    const { errors: _errors, skippedBusinesses: _skipped, ...summary } = row.result;
    // Runs recorded before added and updated were kept apart counted every written row as added.
    result = {
      ...summary,
      addedCount: summary.addedCount ?? summary.successCount,
      updatedCount: summary.updatedCount ?? 0,
    };
  }
  return {
    ...toImportProgress(row),
    fileName: row.file_name,
    username: row.username,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    result,
    reason: row.reason,
  };
}

/** `import_runs`: progress every instance can read, cancel requests, ownership, and the import history. */
@Injectable()
export class ImportRunsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Opens a run in state `receiving` and takes its lock on a connection kept until `release`.
   * Row and lock appear together (one transaction), so no other instance ever sees the run unowned.
   * Null when the upload id is already taken.
   */
  async start(
    uploadId: string,
    username: string | null,
    fileName: string,
    bytesTotal: number,
  ): Promise<ImportRunLease | null> {
    const runner = this.db.createQueryRunner();
    try {
      await runner.connect();
      await runner.startTransaction();
      const rows: Array<{ id: number }> = await runner.query(
        `INSERT INTO import_runs (upload_id, username, file_name, state, bytes_total)
         VALUES ($1, $2, $3, 'receiving', $4) ON CONFLICT (upload_id) DO NOTHING RETURNING id`,
        [uploadId, username, fileName, bytesTotal],
      );
      const id = rows[0]?.id;
      if (id === undefined) {
        await runner.rollbackTransaction();
        await runner.release();
        return null;
      }
      await runner.query(`SELECT pg_advisory_lock($1, $2)`, [RUN_LOCK_CLASS, id]);
      await runner.commitTransaction();
      return new RunLease(uploadId, id, runner);
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
      throw error;
    }
  }

  /** Records progress; true when the run should stop (a cancel was requested, or it has been finished elsewhere). */
  async progress(uploadId: string, update: ProgressUpdate): Promise<boolean> {
    const rows = await this.records<{ cancelled: boolean }>(
      `UPDATE import_runs SET state = COALESCE($2, state), bytes_read = COALESCE($3, bytes_read),
         rows_read = COALESCE($4, rows_read), bytes_total = COALESCE($5, bytes_total),
         rows_total = COALESCE($6, rows_total), result = COALESCE($7, result), file_name = COALESCE($8, file_name)
       WHERE upload_id = $1 AND finished_at IS NULL
       RETURNING cancel_requested_at IS NOT NULL AS cancelled`,
      [
        uploadId,
        update.state ?? null,
        update.bytesRead ?? null,
        update.rowsRead ?? null,
        update.bytesTotal ?? null,
        update.rowsTotal ?? null,
        update.counts ? JSON.stringify(update.counts) : null,
        update.fileName ?? null,
      ],
    );
    return rows[0]?.cancelled ?? true;
  }

  /**
   * Ends a run once: a run already finished (cancelled, recovered) keeps its state. A run that
   * did not finish keeps why (`reason`, else its result's message).
   */
  async finish(
    uploadId: string,
    state: FinishedState,
    result: ImportResult | null,
    reason: string | null = null,
  ): Promise<void> {
    const why = state === 'done' ? null : (reason ?? result?.message ?? null);
    await this.db.query(
      `UPDATE import_runs SET state = $2, result = COALESCE($3, result), finished_at = now(), reason = $4,
         bytes_read = CASE WHEN $2 = 'done' THEN bytes_total ELSE bytes_read END
       WHERE upload_id = $1 AND finished_at IS NULL`,
      [uploadId, state, result === null ? null : JSON.stringify(result), why],
    );
  }

  /** Asks an unfinished run to stop; its state, or null when the run is unknown or finished. */
  async requestCancel(uploadId: string): Promise<ImportState | null> {
    const rows = await this.records<{ state: ImportState }>(
      `UPDATE import_runs SET cancel_requested_at = COALESCE(cancel_requested_at, now())
       WHERE upload_id = $1 AND finished_at IS NULL RETURNING state`,
      [uploadId],
    );
    return rows[0]?.state ?? null;
  }

  async find(uploadId: string): Promise<ImportProgress | null> {
    const rows: ImportRunRow[] = await this.db.query(`SELECT * FROM import_runs WHERE upload_id = $1`, [uploadId]);
    return rows[0] ? toImportProgress(rows[0]) : null;
  }

  async history(): Promise<ImportRun[]> {
    const rows: ImportRunRow[] = await this.db.query(
      `SELECT upload_id, username, file_name, state, bytes_total, bytes_read, rows_read, rows_total,
         result - 'errors' - 'skippedBusinesses' AS result, reason, started_at, finished_at
       FROM import_runs ORDER BY started_at DESC LIMIT $1`,
      [HISTORY_LIMIT],
    );
    return rows.map(toImportRun);
  }

  async unfinishedUploadIds(): Promise<string[]> {
    const rows: Array<{ upload_id: string }> = await this.db.query(
      `SELECT upload_id FROM import_runs WHERE finished_at IS NULL ORDER BY started_at`,
    );
    return rows.map((row) => row.upload_id);
  }

  async finishedAmong(uploadIds: string[]): Promise<string[]> {
    const rows: Array<{ upload_id: string }> = await this.db.query(
      `SELECT upload_id FROM import_runs WHERE upload_id = ANY($1) AND finished_at IS NOT NULL`,
      [uploadIds],
    );
    return rows.map((row) => row.upload_id);
  }

  /**
   * Finishes an unfinished run whose owner is gone (its lock can be taken), with the outcome built
   * from its counts. False when a live process owns it or it has already finished. A process can die
   * between committing a batch and recording it, so the businesses added since the run started
   * count as written when they outnumber what the run recorded.
   */
  async finishIfAbandoned(
    uploadId: string,
    outcome: (counts: ImportResultSummary | null) => { state: FinishedState; result: ImportResult },
  ): Promise<boolean> {
    const runner = this.db.createQueryRunner();
    try {
      await runner.connect();
      const runs: Array<{ id: number; result: ImportResultSummary | null; started_at: Date }> = await runner.query(
        `SELECT id, result - 'errors' - 'skippedBusinesses' AS result, started_at
         FROM import_runs WHERE upload_id = $1 AND finished_at IS NULL`,
        [uploadId],
      );
      const run = runs[0];
      if (!run) return false;
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [
        RUN_LOCK_CLASS,
        run.id,
      ])) as [{ locked: boolean }];
      if (!locked) return false;
      try {
        const [{ added }] = (await runner.query(
          `SELECT count(*)::int AS added FROM businesses WHERE created_at >= $1`,
          [run.started_at],
        )) as [{ added: number }];
        const { state, result } = outcome(withAtLeast(run.result, added));
        const finished = await runner.query(
          `UPDATE import_runs SET state = $2, result = $3, reason = $4, finished_at = now()
           WHERE upload_id = $1 AND finished_at IS NULL`,
          [uploadId, state, JSON.stringify(result), result.message],
          true,
        );
        return finished.affected === 1;
      } finally {
        await runner.query(`SELECT pg_advisory_unlock($1, $2)`, [RUN_LOCK_CLASS, run.id]);
      }
    } finally {
      await runner.release();
    }
  }

  /** Rows of an `UPDATE … RETURNING`: TypeORM answers an UPDATE as `[rows, count]`. */
  private async records<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const [rows] = (await this.db.query(sql, parameters)) as [T[], number];
    return rows;
  }
}

/** A run's recorded counts with at least `written` businesses added (and read). */
function withAtLeast(counts: ImportResultSummary | null, written: number): ImportResultSummary | null {
  if (counts === null && written === 0) return null;
  const base = counts ?? { success: false, message: '', ...NO_IMPORT_ROWS };
  const added = base.addedCount ?? base.successCount;
  if (added >= written) return base;
  const updated = base.updatedCount ?? 0;
  const totalRows = Math.max(base.totalRows, written + updated + base.skippedCount + base.errorCount);
  return { ...base, addedCount: written, updatedCount: updated, successCount: written + updated, totalRows };
}

class RunLease implements ImportRunLease {
  private released = false;

  constructor(
    readonly uploadId: string,
    private readonly id: number,
    private readonly runner: QueryRunner,
  ) {}

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    try {
      await this.runner.query(`SELECT pg_advisory_unlock($1, $2)`, [RUN_LOCK_CLASS, this.id]);
    } catch {
      // A broken connection has lost the lock with its session.
    } finally {
      await this.runner.release();
    }
  }
}
