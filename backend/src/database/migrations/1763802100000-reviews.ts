import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/behaviour.md §13 and §14: the directory's own reviews with their helpful votes and reports, the
 * verified owner of a business (who replies under reviews), the two moderation settings, and the cache
 * version of one business (§9: a write that touches one business invalidates only that business).
 */
export class Reviews1763802100000 implements MigrationInterface {
  name = 'Reviews1763802100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE business_owners (
        business_id integer CONSTRAINT pk_business_owners PRIMARY KEY
          CONSTRAINT fk_business_owners_business REFERENCES businesses (id) ON DELETE CASCADE,
        account_id integer NOT NULL CONSTRAINT fk_business_owners_account REFERENCES accounts (id) ON DELETE CASCADE,
        since timestamptz NOT NULL DEFAULT now(),
        last_edited_at timestamptz NULL
      )`);
    await db.query(`CREATE INDEX ix_business_owners_account ON business_owners (account_id)`);
    await db.query(`
      CREATE TABLE reviews (
        id serial CONSTRAINT pk_reviews PRIMARY KEY,
        business_id integer NOT NULL CONSTRAINT fk_reviews_business REFERENCES businesses (id) ON DELETE CASCADE,
        account_id integer NOT NULL CONSTRAINT fk_reviews_account REFERENCES accounts (id) ON DELETE CASCADE,
        rating smallint NOT NULL CONSTRAINT ck_reviews_rating CHECK (rating BETWEEN 1 AND 5),
        text text NOT NULL,
        state varchar(16) NOT NULL CONSTRAINT ck_reviews_state CHECK (state IN ('pending', 'published', 'rejected')),
        held_because text[] NOT NULL DEFAULT '{}',
        rejection_reason text NULL,
        helpful_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        edited_at timestamptz NULL,
        reply_text text NULL,
        reply_created_at timestamptz NULL,
        reply_edited_at timestamptz NULL,
        CONSTRAINT uq_reviews_business_account UNIQUE (business_id, account_id)
      )`);
    // A business's published reviews in each public order, and the moderation queue.
    await db.query(
      `CREATE INDEX ix_reviews_business_helpful ON reviews (business_id, helpful_count DESC, created_at DESC, id DESC) WHERE state = 'published'`,
    );
    await db.query(
      `CREATE INDEX ix_reviews_business_newest ON reviews (business_id, created_at DESC, id DESC) WHERE state = 'published'`,
    );
    await db.query(`CREATE INDEX ix_reviews_queue ON reviews (state, created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX ix_reviews_account ON reviews (account_id, created_at DESC)`);
    await db.query(`
      CREATE TABLE review_votes (
        review_id integer NOT NULL CONSTRAINT fk_review_votes_review REFERENCES reviews (id) ON DELETE CASCADE,
        account_id integer NOT NULL CONSTRAINT fk_review_votes_account REFERENCES accounts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_review_votes PRIMARY KEY (review_id, account_id)
      )`);
    await db.query(`CREATE INDEX ix_review_votes_account ON review_votes (account_id)`);
    await db.query(`
      CREATE TABLE review_reports (
        id serial CONSTRAINT pk_review_reports PRIMARY KEY,
        review_id integer NOT NULL CONSTRAINT fk_review_reports_review REFERENCES reviews (id) ON DELETE CASCADE,
        account_id integer NOT NULL CONSTRAINT fk_review_reports_account REFERENCES accounts (id) ON DELETE CASCADE,
        reason varchar(32) NOT NULL CONSTRAINT ck_review_reports_reason
          CHECK (reason IN ('spam', 'offensive', 'conflict_of_interest', 'fake', 'other')),
        note text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz NULL,
        CONSTRAINT uq_review_reports_review_account UNIQUE (review_id, account_id)
      )`);
    await db.query(`CREATE INDEX ix_review_reports_account ON review_reports (account_id)`);
    await db.query(`
      CREATE TABLE business_cache_versions (
        slug text CONSTRAINT pk_business_cache_versions PRIMARY KEY,
        version bigint NOT NULL
      )`);
    await db.query(`ALTER TABLE site_settings DROP CONSTRAINT ck_site_settings_key`);
    await db.query(
      `ALTER TABLE site_settings ADD CONSTRAINT ck_site_settings_key CHECK (key IN ('head_tags', 'footer_tags', 'analytics_code', 'facebook_pixel', 'review_moderation', 'review_blocklist'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM site_settings WHERE key IN ('review_moderation', 'review_blocklist')`);
    await db.query(`ALTER TABLE site_settings DROP CONSTRAINT ck_site_settings_key`);
    await db.query(
      `ALTER TABLE site_settings ADD CONSTRAINT ck_site_settings_key CHECK (key IN ('head_tags', 'footer_tags', 'analytics_code', 'facebook_pixel'))`,
    );
    await db.query(`DROP TABLE business_cache_versions`);
    await db.query(`DROP TABLE review_reports`);
    await db.query(`DROP TABLE review_votes`);
    await db.query(`DROP TABLE reviews`);
    await db.query(`DROP TABLE business_owners`);
  }
}
