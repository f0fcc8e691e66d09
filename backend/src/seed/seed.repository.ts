import type { DemoAccount } from './demo-accounts.js';
import type { DemoHoursRow } from './demo-hours.js';
import type { DemoOwnership } from './demo-owners.js';
import type { DemoReview } from './demo-reviews.js';
import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { DataSource, QueryRunner } from 'typeorm';
import { AdvisoryLock } from '../database/advisory-locks.js';

export interface IndexDefinition {
  name: string;
  definition: string;
}

/** Keys already taken, so appended demo rows never collide with what is stored. */
export interface TakenKeys {
  slugs: Set<string>;
  placeIds: Set<string>;
}

/** The SQL of the demo seed and of the first-start check; the load itself goes through COPY (copy-text). */
@Injectable()
export class SeedRepository {
  constructor(private readonly db: DataSource) {}

  /** Opens the load's transaction and blocks concurrent writers (not readers) until commit, so reserved ids and uniqueness checks stay true. */
  async beginLoad(client: PoolClient): Promise<void> {
    await client.query('BEGIN');
    await client.query('LOCK TABLE businesses IN SHARE ROW EXCLUSIVE MODE');
    // Each business is written with its open week (openWeeksOf): hours copied here need no refresh.
    await client.query(`SET LOCAL directory.open_weeks = 'deferred'`);
  }

  /**
   * The open week of each set of hours rows, as `int4multirange` text for COPY, by the rule the
   * imports and the hours triggers use (`open_week_ranges`); '{}' for a set with no open time.
   */
  async openWeeksOf(hoursSets: readonly (readonly DemoHoursRow[])[]): Promise<string[]> {
    const rows = hoursSets.flatMap((hours, set) => hours.map((h) => ({ set, ...h })));
    const found: { set: number; week: string }[] = await this.db.query(
      `SELECT s.set_index AS "set", range_agg(r.r)::text AS week
       FROM unnest($1::int[], $2::smallint[], $3::text[], $4::text[], $5::boolean[])
         AS s(set_index, day_of_week, open_time, close_time, is_closed)
       CROSS JOIN LATERAL open_week_ranges(s.day_of_week, s.open_time, s.close_time, s.is_closed) r(r)
       GROUP BY s.set_index`,
      [
        rows.map((r) => r.set),
        rows.map((r) => r.dayOfWeek),
        rows.map((r) => r.openTime),
        rows.map((r) => r.closeTime),
        rows.map((r) => r.isClosed),
      ],
    );
    const weeks = hoursSets.map(() => '{}');
    for (const { set, week } of found) weeks[set] = week;
    return weeks;
  }

  /** The second connection's transaction: no foreign-key triggers; each business is written with its open week (openWeeksOf). */
  async beginChildLoad(client: PoolClient): Promise<void> {
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(`SET LOCAL directory.open_weeks = 'deferred'`);
  }

  async commit(client: PoolClient | null): Promise<void> {
    await client?.query('COMMIT');
  }

  async rollback(client: PoolClient | null): Promise<void> {
    await client?.query('ROLLBACK').catch(() => undefined);
  }

  /** Moves the identity sequence past `count` ids and returns the first; max(id) guards against rows given explicit ids. */
  async reserveIds(client: PoolClient, count: number): Promise<number> {
    const { rows } = await client.query<{ first: string }>(
      `SELECT GREATEST(nextval(pg_get_serial_sequence('businesses', 'id')), (SELECT COALESCE(max(id), 0) + 1 FROM businesses)) AS first`,
    );
    const first = Number(rows[0]?.first);
    await client.query(`SELECT setval(pg_get_serial_sequence('businesses', 'id'), $1)`, [first + count - 1]);
    return first;
  }

  async takenKeys(client: PoolClient): Promise<TakenKeys> {
    const taken: TakenKeys = { slugs: new Set(), placeIds: new Set() };
    const stream = client.query(new QueryStream('SELECT slug, place_id FROM businesses', [], { batchSize: 5000 }));
    for await (const row of stream as AsyncIterable<{ slug: string; place_id: string }>) {
      taken.slugs.add(row.slug);
      taken.placeIds.add(row.place_id);
    }
    return taken;
  }

  /**
   * Into an empty table, building the secondary indexes once at the end is much cheaper
   * than maintaining a dozen of them row by row (GIN trigram indexes most of all). Besides
   * `businesses` that holds for `search_postings`, which its insert trigger fills. The
   * definitions come from the catalog, so the rebuilt indexes are exactly the migrated
   * ones; unique and primary keys stay. Dropping takes an exclusive lock until commit,
   * acceptable only because the tables are empty anyway.
   */
  async dropIndexesOfEmptyTables(client: PoolClient): Promise<IndexDefinition[]> {
    const { rows: tables } = await client.query<{ name: string }>(`
      SELECT 'businesses' AS name
      UNION ALL
      SELECT 'search_postings' WHERE to_regclass('search_postings') IS NOT NULL`);
    const dropped: IndexDefinition[] = [];
    for (const { name } of tables) {
      const { rows: filled } = await client.query(`SELECT 1 FROM ${name} LIMIT 1`);
      if (filled.length > 0) continue;
      const { rows } = await client.query<IndexDefinition>(
        `SELECT quote_ident(i.relname) AS name, pg_get_indexdef(i.oid) AS definition
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
         WHERE x.indrelid = $1::regclass AND NOT x.indisprimary AND NOT x.indisunique
           AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
        [name],
      );
      for (const index of rows) await client.query(`DROP INDEX ${index.name}`);
      dropped.push(...rows);
    }
    return dropped;
  }

  async recreateIndexes(client: PoolClient, indexes: readonly IndexDefinition[]): Promise<void> {
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.definition);
  }

  /** After both transactions committed: fresh planner statistics. */
  async finishLoad(): Promise<void> {
    await this.db.query('ANALYZE businesses, business_hours, business_amenities');
  }

  async lockFirstStart(runner: QueryRunner): Promise<void> {
    await runner.query('SELECT pg_advisory_lock($1)', [AdvisoryLock.FirstStart]);
  }

  async unlockFirstStart(runner: QueryRunner): Promise<void> {
    await runner.query('SELECT pg_advisory_unlock($1)', [AdvisoryLock.FirstStart]).catch(() => undefined);
  }

  /** Keeps the first record of `key`; later writes of it are ignored. */
  async recordOnce(runner: QueryRunner, key: string, value: unknown): Promise<void> {
    await runner.query(`INSERT INTO app_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      key,
      JSON.stringify(value),
    ]);
  }

  /** Verified accounts without a password (no sign-in opens them); an address already taken is skipped. */
  async insertDemoAccounts(accounts: readonly DemoAccount[]): Promise<void> {
    await this.db.query(
      `INSERT INTO accounts (display_name, email, password_hash, email_verified_at, created_at)
       SELECT name, email, NULL, created, created FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS a(name, email, created)
       ON CONFLICT ON CONSTRAINT uq_accounts_email DO NOTHING`,
      [accounts.map((a) => a.displayName), accounts.map((a) => a.email), accounts.map((a) => a.createdAt)],
    );
  }

  /** The demo accounts' ids, in the order their addresses were numbered. */
  async demoAccountIds(): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.db.query(
      `SELECT id FROM accounts WHERE email LIKE 'demo-%@demo.invalid' ORDER BY id`,
    );
    return rows.map((r) => r.id);
  }

  async approvedBusinessRatings(): Promise<Array<{ id: number; rating: number | null }>> {
    const rows: Array<{ id: number; rating: string | null }> = await this.db.query(
      `SELECT id, rating FROM businesses WHERE is_approved ORDER BY id`,
    );
    return rows.map((r) => ({ id: r.id, rating: r.rating === null ? null : Number(r.rating) }));
  }

  /** Published demo reviews with their helpful votes, in one transaction; counts follow the votes. */
  async insertDemoReviews(reviews: readonly DemoReview[], accountIds: readonly number[]): Promise<void> {
    const votes = reviews.flatMap((r) =>
      r.voters.map((voter) => [r.businessId, accountIds[r.author], accountIds[voter]]),
    );
    await this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO reviews (business_id, account_id, rating, text, state, created_at)
         SELECT b, a, r, t, 'published', c FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::timestamptz[]) AS x(b, a, r, t, c)
         ON CONFLICT ON CONSTRAINT uq_reviews_business_account DO NOTHING`,
        [
          reviews.map((r) => r.businessId),
          reviews.map((r) => accountIds[r.author]),
          reviews.map((r) => r.rating),
          reviews.map((r) => r.text),
          reviews.map((r) => r.createdAt),
        ],
      );
      await m.query(
        `INSERT INTO review_votes (review_id, account_id)
         SELECT r.id, v.voter FROM unnest($1::int[], $2::int[], $3::int[]) AS v(b, a, voter)
         JOIN reviews r ON r.business_id = v.b AND r.account_id = v.a
         ON CONFLICT DO NOTHING`,
        [votes.map((v) => v[0]), votes.map((v) => v[1]), votes.map((v) => v[2])],
      );
      await m.query(
        `UPDATE reviews r SET helpful_count = c.n
         FROM (SELECT review_id, count(*)::int AS n FROM review_votes GROUP BY review_id) c WHERE c.review_id = r.id`,
      );
    });
  }

  /** Verified owners of a few demo businesses, and their answers under reviews (`ownerships` from demoOwners). */
  async insertDemoOwners(ownerships: readonly DemoOwnership[], accountIds: readonly number[]): Promise<void> {
    const replies = ownerships.flatMap((o) =>
      o.replies.map((r) => ({ businessId: o.businessId, author: accountIds[r.author], text: r.text, at: r.createdAt })),
    );
    await this.db.transaction(async (m) => {
      await m.query(
        `INSERT INTO business_owners (business_id, account_id, since)
         SELECT b, a, s FROM unnest($1::int[], $2::int[], $3::timestamptz[]) AS x(b, a, s)
         ON CONFLICT ON CONSTRAINT pk_business_owners DO NOTHING`,
        [
          ownerships.map((o) => o.businessId),
          ownerships.map((o) => accountIds[o.owner]),
          ownerships.map((o) => o.since),
        ],
      );
      await m.query(
        `UPDATE reviews r SET reply_text = x.t, reply_created_at = x.at
         FROM unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) AS x(b, a, t, at)
         WHERE r.business_id = x.b AND r.account_id = x.a`,
        [
          replies.map((r) => r.businessId),
          replies.map((r) => r.author),
          replies.map((r) => r.text),
          replies.map((r) => r.at),
        ],
      );
    });
  }

  async hasBusinesses(): Promise<boolean> {
    const [{ present }] = await this.db.query(`SELECT EXISTS (SELECT 1 FROM businesses) AS present`);
    return present;
  }

  async hasState(key: string): Promise<boolean> {
    const [{ present }] = await this.db.query(`SELECT EXISTS (SELECT 1 FROM app_state WHERE key = $1) AS present`, [
      key,
    ]);
    return present;
  }
}
