import { Injectable } from '@nestjs/common';
import pg from 'pg';
import { DataSource, EntityManager } from 'typeorm';

export const DATA_VERSION_CHANNEL = 'directory_data_version';
/** Announces a new cache version of one business: the payload is `{version} {slug}`. */
export const BUSINESS_VERSION_CHANNEL = 'directory_business_version';

/** What the listening connection hears: a new data version, or a new version of one business. */
export interface VersionListener {
  version(value: number): void;
  business(slug: string, version: number): void;
}
const READ_VERSION = `SELECT value::int AS value FROM app_state WHERE key = 'data_version'`;

/** The data version and the cache epoch in `app_state`, and the NOTIFY channel that announces bumps. */
@Injectable()
export class DataVersionRepository {
  constructor(private readonly db: DataSource) {}

  /** Version numbers start again at 1 in a new database; the random epoch names this one in shared cache keys. */
  async epoch(): Promise<string> {
    const [row] = await this.db.query(
      `WITH created AS (INSERT INTO app_state (key, value) VALUES ('cache_epoch', to_jsonb(left(md5(random()::text), 8)))
                        ON CONFLICT (key) DO NOTHING RETURNING value #>> '{}' AS epoch)
       SELECT epoch FROM created UNION ALL SELECT value #>> '{}' FROM app_state WHERE key = 'cache_epoch' LIMIT 1`,
    );
    // Another instance may have created it after this statement's snapshot: then it is there now.
    return (
      row?.epoch ??
      (await this.db.query(`SELECT value #>> '{}' AS epoch FROM app_state WHERE key = 'cache_epoch'`))[0].epoch
    );
  }

  async read(): Promise<number> {
    const [row] = await this.db.query(READ_VERSION);
    return Number(row.value);
  }

  /** The version a read replica has replayed, asked through that replica's own pool. */
  async readOn(replica: pg.Pool): Promise<number> {
    const { rows } = await replica.query<{ value: number }>(READ_VERSION);
    return Number(rows[0].value);
  }

  /** Bumps and notifies inside `manager`'s transaction (PostgreSQL delivers the NOTIFY at commit). */
  async bump(manager: EntityManager = this.db.manager): Promise<number> {
    // As a SELECT, so the driver hands back rows (for a bare UPDATE TypeORM returns [rows, count]).
    const [row] = await manager.query(
      `WITH bumped AS (
         UPDATE app_state SET value = to_jsonb(value::int + 1), updated_at = now()
         WHERE key = 'data_version' RETURNING value::int AS value)
       SELECT value FROM bumped`,
    );
    const value = Number(row.value);
    await manager.query(`SELECT pg_notify($1, $2)`, [DATA_VERSION_CHANNEL, String(value)]);
    return value;
  }

  /**
   * A connection of its own that LISTENs for bumps (a pooled connection cannot hold a LISTEN).
   * `lost` hears of its end or failure once connected; a failed connect rejects instead.
   */
  async listen(
    listener: VersionListener,
    lost: (client: pg.Client, error?: unknown) => void,
    connectionTimeoutMillis: number,
  ): Promise<pg.Client> {
    const url = (this.db.options as { url?: string }).url;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis, keepAlive: true });
    client.on('notification', ({ channel, payload }) => {
      if (!payload) return;
      if (channel === DATA_VERSION_CHANNEL) listener.version(Number(payload));
      if (channel === BUSINESS_VERSION_CHANNEL) {
        const space = payload.indexOf(' ');
        listener.business(payload.slice(space + 1), Number(payload.slice(0, space)));
      }
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${DATA_VERSION_CHANNEL}; LISTEN ${BUSINESS_VERSION_CHANNEL}`);
      return client;
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
  }
}
