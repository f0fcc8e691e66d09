var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
const HISTORY_LIMIT = 50;
/** Key space of the runs' locks: the two-integer form, (class, run id), apart from the one-key locks elsewhere. */
const RUN_LOCK_CLASS = 736_180_006;
/** Rows written over rows expected; when the file cannot say how many rows it holds, its bytes behind the written rows. */
function percent(row) {
    if (row.state === 'done')
        return 100;
    if (row.state === 'receiving')
        return 0;
    const written = Math.max(0, row.rows_read - 1);
    const share = row.rows_total !== null && row.rows_total > 0
        ? written / row.rows_total
        : Number(row.bytes_total) > 0
            ? Number(row.bytes_read) / Number(row.bytes_total)
            : 0;
    return Math.max(0, Math.min(99, Math.floor(share * 100)));
}
export function toImportProgress(row) {
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
function toImportRun(row) {
    let result = null;
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
/** `import_runs`: progress every instance can read, cancel requests, ownership, and the import history. */
let ImportRunsRepository = class ImportRunsRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    /**
     * Opens a run in state `receiving` and takes its lock on a connection kept until `release`.
     * Row and lock appear together (one transaction), so no other instance ever sees the run unowned.
     * Null when the upload id is already taken.
     */
    async start(uploadId, username, fileName, bytesTotal) {
        const runner = this.db.createQueryRunner();
        try {
            await runner.connect();
            await runner.startTransaction();
            const rows = await runner.query(`INSERT INTO import_runs (upload_id, username, file_name, state, bytes_total)
         VALUES ($1, $2, $3, 'receiving', $4) ON CONFLICT (upload_id) DO NOTHING RETURNING id`, [uploadId, username, fileName, bytesTotal]);
            const id = rows[0]?.id;
            if (id === undefined) {
                await runner.rollbackTransaction();
                await runner.release();
                return null;
            }
            await runner.query(`SELECT pg_advisory_lock($1, $2)`, [RUN_LOCK_CLASS, id]);
            await runner.commitTransaction();
            return new RunLease(uploadId, id, runner);
        }
        catch (error) {
            if (runner.isTransactionActive)
                await runner.rollbackTransaction().catch(() => undefined);
            await runner.release();
            throw error;
        }
    }
    /** Records progress; true when the run should stop (a cancel was requested, or it has been finished elsewhere). */
    async progress(uploadId, update) {
        const rows = await this.records(`UPDATE import_runs SET state = COALESCE($2, state), bytes_read = COALESCE($3, bytes_read),
         rows_read = COALESCE($4, rows_read), bytes_total = COALESCE($5, bytes_total),
         rows_total = COALESCE($6, rows_total), result = COALESCE($7, result), file_name = COALESCE($8, file_name)
       WHERE upload_id = $1 AND finished_at IS NULL
       RETURNING cancel_requested_at IS NOT NULL AS cancelled`, [
            uploadId,
            update.state ?? null,
            update.bytesRead ?? null,
            update.rowsRead ?? null,
            update.bytesTotal ?? null,
            update.rowsTotal ?? null,
            update.counts ? JSON.stringify(update.counts) : null,
            update.fileName ?? null,
        ]);
        return rows[0]?.cancelled ?? true;
    }
    /** Ends a run once: a run already finished (cancelled, recovered) keeps its state. */
    async finish(uploadId, state, result) {
        await this.db.query(`UPDATE import_runs SET state = $2, result = COALESCE($3, result), finished_at = now(),
         bytes_read = CASE WHEN $2 = 'done' THEN bytes_total ELSE bytes_read END
       WHERE upload_id = $1 AND finished_at IS NULL`, [uploadId, state, result === null ? null : JSON.stringify(result)]);
    }
    /** Asks an unfinished run to stop; its state, or null when the run is unknown or finished. */
    async requestCancel(uploadId) {
        const rows = await this.records(`UPDATE import_runs SET cancel_requested_at = COALESCE(cancel_requested_at, now())
       WHERE upload_id = $1 AND finished_at IS NULL RETURNING state`, [uploadId]);
        return rows[0]?.state ?? null;
    }
    async find(uploadId) {
        const rows = await this.db.query(`SELECT * FROM import_runs WHERE upload_id = $1`, [uploadId]);
        return rows[0] ? toImportProgress(rows[0]) : null;
    }
    async history() {
        const rows = await this.db.query(`SELECT upload_id, username, file_name, state, bytes_total, bytes_read, rows_read, rows_total,
         result - 'errors' - 'skippedBusinesses' AS result, started_at, finished_at
       FROM import_runs ORDER BY started_at DESC LIMIT $1`, [HISTORY_LIMIT]);
        return rows.map(toImportRun);
    }
    async unfinishedUploadIds() {
        const rows = await this.db.query(`SELECT upload_id FROM import_runs WHERE finished_at IS NULL ORDER BY started_at`);
        return rows.map((row) => row.upload_id);
    }
    async finishedAmong(uploadIds) {
        const rows = await this.db.query(`SELECT upload_id FROM import_runs WHERE upload_id = ANY($1) AND finished_at IS NOT NULL`, [uploadIds]);
        return rows.map((row) => row.upload_id);
    }
    /**
     * Finishes an unfinished run whose owner is gone (its lock can be taken), with the outcome built
     * from the counts it last recorded. False when a live process owns it or it has already finished.
     */
    async finishIfAbandoned(uploadId, outcome) {
        const runner = this.db.createQueryRunner();
        try {
            await runner.connect();
            const runs = await runner.query(`SELECT id, result - 'errors' - 'skippedBusinesses' AS result
         FROM import_runs WHERE upload_id = $1 AND finished_at IS NULL`, [uploadId]);
            const run = runs[0];
            if (!run)
                return false;
            const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [
                RUN_LOCK_CLASS,
                run.id,
            ]));
            if (!locked)
                return false;
            try {
                const { state, result } = outcome(run.result);
                const finished = await runner.query(`UPDATE import_runs SET state = $2, result = $3, finished_at = now() WHERE upload_id = $1 AND finished_at IS NULL`, [uploadId, state, JSON.stringify(result)], true);
                return finished.affected === 1;
            }
            finally {
                await runner.query(`SELECT pg_advisory_unlock($1, $2)`, [RUN_LOCK_CLASS, run.id]);
            }
        }
        finally {
            await runner.release();
        }
    }
    /** Rows of an `UPDATE … RETURNING`: TypeORM answers an UPDATE as `[rows, count]`. */
    async records(sql, parameters) {
        const [rows] = (await this.db.query(sql, parameters));
        return rows;
    }
};
ImportRunsRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], ImportRunsRepository);
export { ImportRunsRepository };
class RunLease {
    uploadId;
    id;
    runner;
    released = false;
    constructor(uploadId, id, runner) {
        this.uploadId = uploadId;
        this.id = id;
        this.runner = runner;
    }
    async release() {
        if (this.released)
            return;
        this.released = true;
        try {
            await this.runner.query(`SELECT pg_advisory_unlock($1, $2)`, [RUN_LOCK_CLASS, this.id]);
        }
        catch {
            // A broken connection has lost the lock with its session.
        }
        finally {
            await this.runner.release();
        }
    }
}
//# sourceMappingURL=import-runs.repository.js.map