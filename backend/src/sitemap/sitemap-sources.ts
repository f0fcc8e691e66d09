import type { ClientBase } from 'pg';

/** The sitemaps.org limit of URLs in one file, applied to the three list files. */
const LIST_LIMIT = 50_000;

export interface BusinessRow {
  id: number;
  slug: string;
  lastmod: string;
  /** When its newest published review was written or edited; null while it has none (no reviews page listed). */
  reviewsLastmod: string | null;
}

const W3C = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/** Named read queries of one generation run, on the run's own connection. */
export class SitemapSources {
  constructor(private readonly client: ClientBase) {}

  /**
   * Approved businesses after `afterId`, ordered by id (keyset paging on ix_businesses_approved_id),
   * each with the date of its newest published review (one probe of ix_reviews_business_newest).
   */
  async businessesAfter(afterId: number, limit: number): Promise<BusinessRow[]> {
    const { rows } = await this.client.query<[number, string, string, string | null]>({
      text: `SELECT b.id, b.slug, to_char(b.updated_at AT TIME ZONE 'UTC', ${W3C}),
                    to_char(newest.at AT TIME ZONE 'UTC', ${W3C})
             FROM businesses b
             LEFT JOIN LATERAL (
               SELECT coalesce(r.edited_at, r.created_at) AS at FROM reviews r
               WHERE r.business_id = b.id AND r.state = 'published'
               ORDER BY r.created_at DESC, r.id DESC LIMIT 1
             ) newest ON true
             WHERE b.is_approved AND b.id > $1 ORDER BY b.id LIMIT $2`,
      values: [afterId, limit],
      rowMode: 'array',
    });
    return rows.map(([id, slug, lastmod, reviewsLastmod]) => ({ id, slug, lastmod, reviewsLastmod }));
  }

  async categorySlugs(): Promise<string[]> {
    const { rows } = await this.client.query<[string]>({
      text: `SELECT category_slug FROM category_stats WHERE category_slug <> ''
             ORDER BY business_count DESC, category_slug LIMIT $1`,
      values: [LIST_LIMIT],
      rowMode: 'array',
    });
    return rows.map(([slug]) => slug);
  }

  async countryCodes(): Promise<string[]> {
    const { rows } = await this.client.query<[string]>({
      text: `SELECT country_code FROM country_stats ORDER BY business_count DESC, country_code LIMIT $1`,
      values: [LIST_LIMIT],
      rowMode: 'array',
    });
    return rows.map(([code]) => code);
  }

  async cities(): Promise<Array<{ countryCode: string; citySlug: string }>> {
    const { rows } = await this.client.query<[string, string]>({
      text: `SELECT country_code, city_slug FROM city_stats WHERE city_slug <> ''
             ORDER BY business_count DESC, country_code, city_slug LIMIT $1`,
      values: [LIST_LIMIT],
      rowMode: 'array',
    });
    return rows.map(([countryCode, citySlug]) => ({ countryCode, citySlug }));
  }
}
