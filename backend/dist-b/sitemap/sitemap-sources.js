/** The sitemaps.org limit of URLs in one file, applied to the three list files. */
const LIST_LIMIT = 50_000;
/** Named read queries of one generation run, on the run's own connection. */
export class SitemapSources {
    client;
    constructor(client) {
        this.client = client;
    }
    /** Approved businesses after `afterId`, ordered by id (keyset paging on ix_businesses_approved_id). */
    async businessesAfter(afterId, limit) {
        const { rows } = await this.client.query({
            text: `SELECT id, slug, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
             FROM businesses WHERE is_approved AND id > $1 ORDER BY id LIMIT $2`,
            values: [afterId, limit],
            rowMode: 'array',
        });
        return rows.map(([id, slug, lastmod]) => ({ id, slug, lastmod }));
    }
    async categorySlugs() {
        const { rows } = await this.client.query({
            text: `SELECT category_slug FROM category_stats WHERE category_slug <> ''
             ORDER BY business_count DESC, category_slug LIMIT $1`,
            values: [LIST_LIMIT],
            rowMode: 'array',
        });
        return rows.map(([slug]) => slug);
    }
    async countryCodes() {
        const { rows } = await this.client.query({
            text: `SELECT country_code FROM country_stats ORDER BY business_count DESC, country_code LIMIT $1`,
            values: [LIST_LIMIT],
            rowMode: 'array',
        });
        return rows.map(([code]) => code);
    }
    async cities() {
        const { rows } = await this.client.query({
            text: `SELECT country_code, city_slug FROM city_stats WHERE city_slug <> ''
             ORDER BY business_count DESC, country_code, city_slug LIMIT $1`,
            values: [LIST_LIMIT],
            rowMode: 'array',
        });
        return rows.map(([countryCode, citySlug]) => ({ countryCode, citySlug }));
    }
}
//# sourceMappingURL=sitemap-sources.js.map