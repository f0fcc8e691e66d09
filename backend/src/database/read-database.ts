import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { DataVersionService } from '../cache/data-version.service.js';
import { ReadReplicas } from './read-replicas.js';

/**
 * Where public reads run: a read replica that has replayed the primary's current data version
 * (docs/behaviour.md §9: a public page never shows data older than the last admin action), else the
 * primary. A read whose replica went away is asked again on the primary, so a visitor never
 * sees an error for it. Writes and admin reads keep using the DataSource, i.e. the primary.
 */
@Injectable()
export class ReadDatabase {
  constructor(
    private readonly primary: DataSource,
    private readonly replicas: ReadReplicas,
    private readonly versions: DataVersionService,
  ) {}

  /** One read-only statement; rows as DataSource.query returns them. */
  // `any` by default as DataSource.query has it, so a repository moves here by its constructor alone.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async query<T = any>(sql: string, params?: unknown[]): Promise<T> {
    if (!this.replicas.configured) return this.primary.query<T>(sql, params);
    const replica = this.replicas.pick(await this.versions.current());
    if (replica) {
      try {
        const { rows } = await replica.pool.query(sql, params);
        this.replicas.countRead('replica');
        return rows as T;
      } catch (error) {
        if (!this.replicas.failedOver(replica, error)) throw new QueryFailedError(sql, params, error as Error);
      }
    }
    this.replicas.countRead('primary');
    return this.primary.query<T>(sql, params);
  }
}
