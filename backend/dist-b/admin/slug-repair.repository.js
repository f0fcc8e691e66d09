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
import { DataSource, QueryFailedError } from 'typeorm';
import { AdvisoryLock } from '../database/advisory-locks.js';
export const FIX_SLUGS_CHECKPOINT_KEY = 'fix_slugs_checkpoint';
/** The reads and writes of the slug repair; its checkpoint lives in app_state. */
let SlugRepairRepository = class SlugRepairRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    /** Runs `work` while holding the repair's lock; null when another run holds it. */
    async whileLocked(work) {
        const runner = this.db.createQueryRunner();
        await runner.connect();
        try {
            const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [
                AdvisoryLock.SlugRepair,
            ]));
            if (!locked)
                return null;
            try {
                return { value: await work() };
            }
            finally {
                await runner.query(`SELECT pg_advisory_unlock($1)`, [AdvisoryLock.SlugRepair]);
            }
        }
        finally {
            await runner.release();
        }
    }
    /** One transaction; a unique violation (a concurrent write took a slug meanwhile) is retried once. */
    async inTransactionRetryingClash(work) {
        try {
            return await this.db.transaction(work);
        }
        catch (error) {
            if (!(error instanceof QueryFailedError) || error.driverError.code !== '23505')
                throw error;
            return this.db.transaction(work);
        }
    }
    async checkpoint() {
        const rows = await this.db.query(`SELECT value FROM app_state WHERE key = $1`, [
            FIX_SLUGS_CHECKPOINT_KEY,
        ]);
        return rows[0]?.value ?? null;
    }
    async saveCheckpoint(m, checkpoint) {
        await m.query(`INSERT INTO app_state (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`, [FIX_SLUGS_CHECKPOINT_KEY, JSON.stringify(checkpoint)]);
    }
    async clearCheckpoint() {
        await this.db.query(`DELETE FROM app_state WHERE key = $1`, [FIX_SLUGS_CHECKPOINT_KEY]);
    }
    batchAfter(m, lastId, size) {
        return m.query(`SELECT id, name, place_id, slug FROM businesses WHERE id > $1 ORDER BY id LIMIT $2`, [
            lastId,
            size,
        ]);
    }
    holdersOf(m, slugs) {
        return m.query(`SELECT slug, id FROM businesses WHERE slug = ANY($1::text[])`, [slugs]);
    }
    /** Moves rows aside to a temporary slug, so another row of the same batch may take theirs. */
    async moveAside(m, ids) {
        await m.query(`UPDATE businesses SET slug = '~slug-repair-' || id WHERE id = ANY($1::int[])`, [ids]);
    }
    async setSlugs(m, fixes) {
        await m.query(`UPDATE businesses b SET slug = v.slug, updated_at = now()
       FROM unnest($1::int[], $2::text[]) AS v(id, slug) WHERE b.id = v.id`, [fixes.map((f) => f.id), fixes.map((f) => f.slug)]);
    }
};
SlugRepairRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], SlugRepairRepository);
export { SlugRepairRepository };
//# sourceMappingURL=slug-repair.repository.js.map