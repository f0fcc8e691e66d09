import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminSecurity1763800200000 implements MigrationInterface {
  name = 'AdminSecurity1763800200000';

  async up(db: QueryRunner): Promise<void> {
    // Failed-login counters shared by every instance (rate-limiter-flexible's Postgres layout).
    await db.query(`
      CREATE TABLE login_throttle (
        key varchar(255) CONSTRAINT pk_login_throttle PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    await db.query(`CREATE INDEX ix_login_throttle_expire ON login_throttle (expire)`);
    await db.query(`CREATE INDEX ix_admin_sessions_user ON admin_sessions (admin_user_id)`);
    await db.query(`CREATE INDEX ix_audit_log_action_created ON audit_log (action, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS ix_audit_log_action_created`);
    await db.query(`DROP INDEX IF EXISTS ix_admin_sessions_user`);
    await db.query(`DROP TABLE IF EXISTS login_throttle`);
  }
}
