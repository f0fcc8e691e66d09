import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/behaviour.md §14: claims of a business by an account (by a link to an address at the business's
 * domain, or by a message for an admin), and the identity changes an owner asks for.
 */
export class Claims1763802200000 implements MigrationInterface {
  name = 'Claims1763802200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE business_claims (
        id serial CONSTRAINT pk_business_claims PRIMARY KEY,
        business_id integer NOT NULL CONSTRAINT fk_business_claims_business REFERENCES businesses (id) ON DELETE CASCADE,
        account_id integer NOT NULL CONSTRAINT fk_business_claims_account REFERENCES accounts (id) ON DELETE CASCADE,
        method varchar(8) NOT NULL CONSTRAINT ck_business_claims_method CHECK (method IN ('email', 'manual')),
        email text NULL,
        role text NULL,
        phone text NULL,
        message text NULL,
        state varchar(16) NOT NULL CONSTRAINT ck_business_claims_state
          CHECK (state IN ('awaiting_email', 'pending', 'approved', 'rejected', 'revoked')),
        token_hash text NULL,
        token_expires_at timestamptz NULL,
        reason text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz NULL
      )`);
    // One open claim per account and business; the queue and an account's list in their orders.
    await db.query(
      `CREATE UNIQUE INDEX uq_business_claims_open ON business_claims (business_id, account_id) WHERE state IN ('awaiting_email', 'pending')`,
    );
    await db.query(`CREATE INDEX ix_business_claims_account ON business_claims (account_id, created_at DESC)`);
    await db.query(`CREATE INDEX ix_business_claims_queue ON business_claims (state, created_at DESC, id DESC)`);
    await db.query(`
      CREATE TABLE business_change_requests (
        id serial CONSTRAINT pk_business_change_requests PRIMARY KEY,
        business_id integer NOT NULL CONSTRAINT fk_business_change_requests_business REFERENCES businesses (id) ON DELETE CASCADE,
        account_id integer NOT NULL CONSTRAINT fk_business_change_requests_account REFERENCES accounts (id) ON DELETE CASCADE,
        changes jsonb NOT NULL,
        state varchar(16) NOT NULL CONSTRAINT ck_business_change_requests_state
          CHECK (state IN ('pending', 'approved', 'rejected')),
        reason text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz NULL
      )`);
    await db.query(
      `CREATE INDEX ix_business_change_requests_queue ON business_change_requests (state, created_at DESC, id DESC)`,
    );
    await db.query(
      `CREATE INDEX ix_business_change_requests_business ON business_change_requests (business_id, created_at DESC)`,
    );
    await db.query(`CREATE INDEX ix_business_change_requests_account ON business_change_requests (account_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE business_change_requests`);
    await db.query(`DROP TABLE business_claims`);
  }
}
