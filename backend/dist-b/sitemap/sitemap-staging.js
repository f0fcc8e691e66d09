import { AdvisoryLock } from '../database/advisory-locks.js';
/** Rows of a set being built live under this prefix until the swap renames them. */
export const STAGING_PREFIX = 'staging:';
/**
 * Writes of one generation run, on the run's own connection. Files are staged one by
 * one (so memory holds one file at a time) and the swap is a single short transaction:
 * readers see the old set up to its commit and the new one after it, never a mix.
 */
export class SitemapStaging {
    client;
    constructor(client) {
        this.client = client;
    }
    /** Session-level lock: held for the whole run, released by `unlock` or when the connection ends. */
    async tryLock() {
        const { rows } = await this.client.query(`SELECT pg_try_advisory_lock($1) AS locked`, [
            AdvisoryLock.SitemapGeneration,
        ]);
        return rows[0].locked;
    }
    async unlock() {
        await this.client.query(`SELECT pg_advisory_unlock($1)`, [AdvisoryLock.SitemapGeneration]);
    }
    /** Leftovers of a run that died before its swap. Only called while holding the lock. */
    async clear() {
        await this.client.query(`DELETE FROM sitemap_files WHERE starts_with(path, $1)`, [STAGING_PREFIX]);
    }
    async stage(file) {
        await this.client.query(`INSERT INTO sitemap_files (path, content, content_gzip, url_count, bytes, etag, generated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
            STAGING_PREFIX + file.path,
            file.content,
            file.gzip,
            file.urlCount,
            file.content.length,
            file.etag,
            file.generatedAt,
        ]);
    }
    /**
     * Replaces the published set by the staged one. Returns false (and changes nothing)
     * when the staged set is not the `expected` size, e.g. because the table was emptied
     * under the run.
     */
    async swap(expected) {
        await this.client.query('BEGIN');
        try {
            const { rows } = await this.client.query(`SELECT count(*)::int AS staged FROM sitemap_files WHERE starts_with(path, $1)`, [STAGING_PREFIX]);
            if (rows[0].staged !== expected) {
                await this.client.query('ROLLBACK');
                return false;
            }
            await this.client.query(`DELETE FROM sitemap_files WHERE NOT starts_with(path, $1)`, [STAGING_PREFIX]);
            await this.client.query(`UPDATE sitemap_files SET path = substr(path, $2) WHERE starts_with(path, $1)`, [
                STAGING_PREFIX,
                STAGING_PREFIX.length + 1,
            ]);
            await this.client.query('COMMIT');
            return true;
        }
        catch (error) {
            await this.client.query('ROLLBACK');
            throw error;
        }
    }
}
//# sourceMappingURL=sitemap-staging.js.map