import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `completeness_stats`: per category, how many businesses (approved or not) carry a phone, opening
 * hours, coordinates, a website and an image. The reports page needs these totals over every row;
 * counting them per request is a scan of `businesses` and of 4 million `business_hours` rows (seconds
 * at 600 000 businesses), while summing these 800-odd rows takes well under a millisecond. Kept by
 * SummariesRepository: rebuilt with the other summaries, and one category recounted per single-row write.
 */
export class CompletenessStats1763801050000 implements MigrationInterface {
  name = 'CompletenessStats1763801050000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE completeness_stats (
        category_slug text NOT NULL,
        business_count integer NOT NULL,
        with_phone integer NOT NULL,
        with_hours integer NOT NULL,
        with_coordinates integer NOT NULL,
        with_website integer NOT NULL,
        with_image integer NOT NULL,
        CONSTRAINT pk_completeness_stats PRIMARY KEY (category_slug)
      )`);
    await db.query(`
      INSERT INTO completeness_stats
        (category_slug, business_count, with_phone, with_hours, with_coordinates, with_website, with_image)
      SELECT b.category_slug, count(*),
             count(*) FILTER (WHERE btrim(b.phone) <> ''),
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id)),
             count(*) FILTER (WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL),
             count(*) FILTER (WHERE btrim(b.website) <> ''),
             count(*) FILTER (WHERE btrim(b.image_url) <> '')
      FROM businesses b GROUP BY b.category_slug`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE completeness_stats`);
  }
}
