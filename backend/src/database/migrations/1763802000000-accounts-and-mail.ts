import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * docs/behaviour.md §12: visitor and owner accounts, their sessions and single-use tokens, and the
 * outbox every e-mail passes through. Tokens and sessions are stored as the SHA-256 of the secret
 * the user holds. A demo account has no password hash: no password signs it in.
 */
export class AccountsAndMail1763802000000 implements MigrationInterface {
  name = 'AccountsAndMail1763802000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE accounts (
        id serial CONSTRAINT pk_accounts PRIMARY KEY,
        display_name varchar(40) NOT NULL,
        email varchar(254) NOT NULL CONSTRAINT uq_accounts_email UNIQUE,
        password_hash text NULL,
        email_verified_at timestamptz NULL,
        blocked_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz NULL
      )`);
    await db.query(`CREATE INDEX ix_accounts_created ON accounts (created_at DESC, id DESC)`);
    // The back office's search by name or address: a substring anywhere, like the business search.
    await db.query(
      `CREATE INDEX ix_accounts_search ON accounts USING gin ((lower(display_name) || ' ' || email) gin_trgm_ops)`,
    );
    await db.query(`
      CREATE TABLE account_sessions (
        id char(64) CONSTRAINT pk_account_sessions PRIMARY KEY,
        account_id integer NOT NULL CONSTRAINT fk_account_sessions_account REFERENCES accounts (id) ON DELETE CASCADE,
        ip varchar(64) NULL,
        user_agent varchar(500) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX ix_account_sessions_account ON account_sessions (account_id)`);
    await db.query(`CREATE INDEX ix_account_sessions_expires ON account_sessions (expires_at)`);
    await db.query(`
      CREATE TABLE account_tokens (
        token_hash char(64) CONSTRAINT pk_account_tokens PRIMARY KEY,
        account_id integer NOT NULL CONSTRAINT fk_account_tokens_account REFERENCES accounts (id) ON DELETE CASCADE,
        purpose varchar(16) NOT NULL CONSTRAINT ck_account_tokens_purpose CHECK (purpose IN ('verify', 'reset')),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL
      )`);
    await db.query(`CREATE INDEX ix_account_tokens_account ON account_tokens (account_id)`);
    await db.query(`
      CREATE TABLE mail_outbox (
        id bigserial CONSTRAINT pk_mail_outbox PRIMARY KEY,
        recipient varchar(254) NOT NULL,
        subject varchar(300) NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL,
        last_error text NULL
      )`);
    // The worker's queue: only unsent mail, oldest due first.
    await db.query(`CREATE INDEX ix_mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE sent_at IS NULL`);
    await db.query(`CREATE INDEX ix_mail_outbox_recipient ON mail_outbox (recipient)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mail_outbox`);
    await db.query(`DROP TABLE account_tokens`);
    await db.query(`DROP TABLE account_sessions`);
    await db.query(`DROP TABLE accounts`);
  }
}
