import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BUSINESS_VERSION_CHANNEL } from './data-version.repository.js';

/** The table business_cache_versions: one counter per business that a write of its own touched. */
@Injectable()
export class BusinessVersionsRepository {
  constructor(private readonly db: DataSource) {}

  /** 0 for a business no such write has touched. */
  async read(slug: string): Promise<number> {
    const rows: Array<{ version: string }> = await this.db.query(
      `SELECT version FROM business_cache_versions WHERE slug = $1`,
      [slug],
    );
    return rows[0] ? Number(rows[0].version) : 0;
  }

  /**
   * Bumps the version of each business and announces it inside `manager`'s transaction: PostgreSQL
   * delivers the NOTIFY at commit, so no instance switches before the new rows can be read.
   */
  async bump(slugs: readonly string[], manager: EntityManager): Promise<Array<{ slug: string; version: number }>> {
    if (slugs.length === 0) return [];
    const rows: Array<{ slug: string; version: string }> = await manager.query(
      `WITH bumped AS (
         INSERT INTO business_cache_versions (slug, version) SELECT unnest($1::text[]), 1
         ON CONFLICT (slug) DO UPDATE SET version = business_cache_versions.version + 1
         RETURNING slug, version)
       SELECT slug, version, pg_notify($2, version || ' ' || slug) FROM bumped`,
      [[...new Set(slugs)], BUSINESS_VERSION_CHANNEL],
    );
    return rows.map(({ slug, version }) => ({ slug, version: Number(version) }));
  }
}
