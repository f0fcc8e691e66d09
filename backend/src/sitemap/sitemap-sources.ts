import type { ClientBase } from 'pg';

/** The sitemaps.org limit of URLs in one file, applied to the three list files. */
const LIST_LIMIT = 50_000;

export interface BusinessRow {
  id: number;
  slug: string;
  lastmod: string;
}

/** Named read queries of one generation run, on the run's own connection. */
export class SitemapSources {
  constructor(private readonly client: ClientBase) {}

  /** Approved businesses after `afterId`, ordered by id (keyset paging on ix_businesses_approved_id). */
  async businessesAfter(afterId: number, limit: number): Promise<BusinessRow[]> {
    const { rows } = await this.client.query<[number, string, string]>({
      text: `SELECT id, slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
             FROM businesses WHERE is_approved AND id > $1 ORDER BY id LIMIT $2`,
      values: [afterId, limit],
      rowMode: 'array',
    });
    return rows.map(([id, slug, lastmod]) => ({ id, slug, lastmod }));
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
