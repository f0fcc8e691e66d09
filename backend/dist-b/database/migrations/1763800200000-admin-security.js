export class AdminSecurity1763800200000 {
    name = 'AdminSecurity1763800200000';
    async up(db) {
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
        // Admin business list over every row, approved or not (the public indexes are partial).
        // Name search within a category: one GIN index holds both, so a search visits only the
        // rows matching both instead of every row with the name (btree_gin ships with PostgreSQL).
        await db.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
        await db.query(`CREATE INDEX ix_businesses_admin_category_search ON businesses USING gin (category_slug, name gin_trgm_ops)`);
        // Category filter sorted by name, and the ordered scans of the unfiltered list.
        await db.query(`CREATE INDEX ix_businesses_admin_category_name ON businesses (category_slug, name, id)`);
        await db.query(`CREATE INDEX ix_businesses_admin_name ON businesses (name, id)`);
        await db.query(`CREATE INDEX ix_businesses_admin_created ON businesses (created_at, id)`);
        // Totals add pending rows to the summaries of approved ones: counted from this small index.
        await db.query(`CREATE INDEX ix_businesses_admin_pending ON businesses (category_slug, country_code, city_slug) WHERE NOT is_approved`);
    }
    async down(db) {
        for (const index of [
            'ix_businesses_admin_pending',
            'ix_businesses_admin_created',
            'ix_businesses_admin_name',
            'ix_businesses_admin_category_name',
            'ix_businesses_admin_category_search',
            'ix_audit_log_action_created',
            'ix_admin_sessions_user',
        ]) {
            await db.query(`DROP INDEX IF EXISTS ${index}`);
        }
        await db.query(`DROP TABLE IF EXISTS login_throttle`);
    }
}
//# sourceMappingURL=1763800200000-admin-security.js.map