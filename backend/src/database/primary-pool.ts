import pg from 'pg';

/**
 * The pg Pool this application opens for TypeORM. It is handed to TypeORM as its documented
 * `driver` option (pg with a Pool class that records the pool it creates), so the pool's
 * counts are read from the object we made rather than from the driver's internals.
 */
export class PrimaryPool {
  current: pg.Pool | undefined;

  readonly driver: typeof pg;

  constructor() {
    const created = (pool: pg.Pool) => (this.current = pool);
    class RecordedPool extends pg.Pool {
      constructor(config?: pg.PoolConfig) {
        super(config);
        created(this);
      }
    }
    this.driver = { ...pg, Pool: RecordedPool };
  }
}
