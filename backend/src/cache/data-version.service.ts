import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

const VERSION_TTL_MS = 1000;

/**
 * One integer in `app_state`, bumped by every write that public pages can see.
 * Public cache keys embed it, so a bump makes every instance miss at once and old
 * entries simply expire. Instances re-read it at most once a second, and at once
 * after their own writes.
 */
@Injectable()
export class DataVersionService {
  private cached: { value: number; readAt: number } | null = null;

  constructor(private readonly db: DataSource) {}

  async current(): Promise<number> {
    const now = Date.now();
    if (this.cached && now - this.cached.readAt < VERSION_TTL_MS) return this.cached.value;
    const [row] = await this.db.query(`SELECT value::int AS value FROM app_state WHERE key = 'data_version'`);
    this.cached = { value: Number(row.value), readAt: now };
    return this.cached.value;
  }

  /** Call inside the writing transaction (pass its manager) or right after it commits. */
  async bump(manager: EntityManager = this.db.manager): Promise<number> {
    const [row] = await manager.query(
      `UPDATE app_state SET value = to_jsonb(value::int + 1), updated_at = now()
       WHERE key = 'data_version' RETURNING value::int AS value`,
    );
    this.cached = null;
    return Number(row.value);
  }
}
