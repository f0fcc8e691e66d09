import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { AdvisoryLock } from '../database/advisory-locks.js';

export const FIX_SLUGS_CHECKPOINT_KEY = 'fix_slugs_checkpoint';

export interface SlugRow {
  id: number;
  name: string;
  place_id: string;
  slug: string;
}

/** The reads and writes of the slug repair; its checkpoint lives in app_state. */
@Injectable()
export class SlugRepairRepository {
  constructor(private readonly db: DataSource) {}

  /** Runs `work` while holding the repair's lock; null when another run holds it. */
  async whileLocked<T>(work: () => Promise<T>): Promise<{ value: T } | null> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS locked`, [
        AdvisoryLock.SlugRepair,
      ])) as [{ locked: boolean }];
      if (!locked) return null;
      try {
        return { value: await work() };
      } finally {
        await runner.query(`SELECT pg_advisory_unlock($1)`, [AdvisoryLock.SlugRepair]);
      }
    } finally {
      await runner.release();
    }
  }

  /** One transaction; a unique violation (a concurrent write took a slug meanwhile) is retried once. */
  async inTransactionRetryingClash<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (!(error instanceof QueryFailedError) || (error.driverError as { code?: string }).code !== '23505')
        throw error;
      return this.db.transaction(work);
    }
  }

  async checkpoint<T>(): Promise<T | null> {
    const rows: Array<{ value: T }> = await this.db.query(`SELECT value FROM app_state WHERE key = $1`, [
      FIX_SLUGS_CHECKPOINT_KEY,
    ]);
    return rows[0]?.value ?? null;
  }

  async saveCheckpoint(m: EntityManager, checkpoint: unknown): Promise<void> {
    await m.query(
      `INSERT INTO app_state (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [FIX_SLUGS_CHECKPOINT_KEY, JSON.stringify(checkpoint)],
    );
  }

  async clearCheckpoint(): Promise<void> {
    await this.db.query(`DELETE FROM app_state WHERE key = $1`, [FIX_SLUGS_CHECKPOINT_KEY]);
  }

  batchAfter(m: EntityManager, lastId: number, size: number): Promise<SlugRow[]> {
    return m.query(`SELECT id, name, place_id, slug FROM businesses WHERE id > $1 ORDER BY id LIMIT $2`, [
      lastId,
      size,
    ]);
  }

  holdersOf(m: EntityManager, slugs: string[]): Promise<Array<{ slug: string; id: number }>> {
    return m.query(`SELECT slug, id FROM businesses WHERE slug = ANY($1::text[])`, [slugs]);
  }

  /** Moves rows aside to a temporary slug, so another row of the same batch may take theirs. */
  async moveAside(m: EntityManager, ids: number[]): Promise<void> {
    await m.query(`UPDATE businesses SET slug = '~slug-repair-' || id WHERE id = ANY($1::int[])`, [ids]);
  }

  async setSlugs(m: EntityManager, fixes: Array<{ id: number; slug: string }>): Promise<void> {
    await m.query(
      `UPDATE businesses b SET slug = v.slug, updated_at = now()
       FROM unnest($1::int[], $2::text[]) AS v(id, slug) WHERE b.id = v.id`,
      [fixes.map((f) => f.id), fixes.map((f) => f.slug)],
    );
  }
}
