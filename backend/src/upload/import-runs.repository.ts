import type { ImportProgress, ImportResult, ImportResultSummary, ImportRun, ImportState } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

interface ImportRunRow {
  upload_id: string;
  username: string | null;
  file_name: string;
  state: ImportState;
  bytes_total: string;
  bytes_read: string;
  rows_read: number;
  result: ImportResult | null;
  started_at: Date;
  finished_at: Date | null;
}

const HISTORY_LIMIT = 50;

function percent(row: ImportRunRow): number {
  if (row.state === 'done') return 100;
  const total = Number(row.bytes_total);
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((Number(row.bytes_read) / total) * 100));
}

export function toImportProgress(row: ImportRunRow): ImportProgress {
  return {
    uploadId: row.upload_id,
    state: row.state,
    bytesTotal: Number(row.bytes_total),
    bytesRead: Number(row.bytes_read),
    rowsRead: row.rows_read,
    percent: percent(row),
  };
}

function toImportRun(row: ImportRunRow): ImportRun {
  let result: ImportResultSummary | null = null;
  if (row.result) {
    const { errors: _errors, skippedBusinesses: _skipped, ...summary } = row.result;
    result = summary;
  }
  return {
    ...toImportProgress(row),
    fileName: row.file_name,
    username: row.username,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    result,
  };
}

/** `import_runs`: progress every instance can read, and the import history. */
@Injectable()
export class ImportRunsRepository {
  constructor(private readonly db: DataSource) {}

  /** False when the upload id is already taken. */
  async create(uploadId: string, username: string | null, fileName: string, bytesTotal: number): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO import_runs (upload_id, username, file_name, state, bytes_total)
       VALUES ($1, $2, $3, 'receiving', $4) ON CONFLICT (upload_id) DO NOTHING RETURNING upload_id`,
      [uploadId, username, fileName, bytesTotal],
    );
    return rows.length === 1;
  }

  async progress(
    uploadId: string,
    state: ImportState,
    bytesRead: number,
    rowsRead: number,
    bytesTotal?: number,
  ): Promise<void> {
    await this.db.query(
      `UPDATE import_runs SET state = $2, bytes_read = $3, rows_read = $4, bytes_total = COALESCE($5, bytes_total)
       WHERE upload_id = $1 AND finished_at IS NULL`,
      [uploadId, state, bytesRead, rowsRead, bytesTotal ?? null],
    );
  }

  async finish(uploadId: string, state: 'done' | 'failed', result: ImportResult | null): Promise<void> {
    await this.db.query(
      `UPDATE import_runs SET state = $2, result = $3, finished_at = now(),
         bytes_read = CASE WHEN $2 = 'done' THEN bytes_total ELSE bytes_read END
       WHERE upload_id = $1`,
      [uploadId, state, result === null ? null : JSON.stringify(result)],
    );
  }

  async find(uploadId: string): Promise<ImportProgress | null> {
    const rows: ImportRunRow[] = await this.db.query(`SELECT * FROM import_runs WHERE upload_id = $1`, [uploadId]);
    return rows[0] ? toImportProgress(rows[0]) : null;
  }

  async history(): Promise<ImportRun[]> {
    const rows: ImportRunRow[] = await this.db.query(
      `SELECT upload_id, username, file_name, state, bytes_total, bytes_read, rows_read,
         result - 'errors' - 'skippedBusinesses' AS result, started_at, finished_at
       FROM import_runs ORDER BY started_at DESC LIMIT $1`,
      [HISTORY_LIMIT],
    );
    return rows.map(toImportRun);
  }
}
