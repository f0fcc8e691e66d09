import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Nearby" on a business page: the closest approved businesses by a KNN walk of a GiST index
 * (`ORDER BY point(longitude, latitude) <-> point(…) LIMIT n`), core PostgreSQL without PostGIS.
 * Partial, like the query that uses it: only approved businesses with both coordinates.
 */
export class NearbyBusinesses1763800810000 implements MigrationInterface {
  name = 'NearbyBusinesses1763800810000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX ix_businesses_location ON businesses USING gist (point(longitude, latitude))
      WHERE is_approved AND latitude IS NOT NULL AND longitude IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX ix_businesses_location`);
  }
}
