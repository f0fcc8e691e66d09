import request from 'supertest';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { useTestApp } from '../support/test-app.js';
import type { BusinessOverrides } from '../factories/business.factory.js';
import { seedBusinesses } from './directory-fixtures.js';

interface Facet {
  category: string;
  slug: string;
  count: number;
}
type Answer = { body: { total: number; facets: { categories: Facet[] } } };

const hotel = (name: string, category: string, rating: number | null, isApproved = true): BusinessOverrides => ({
  name,
  category,
  rating,
  isApproved,
  countryCode: 'GB',
  city: 'London',
});

/**
 * `hotel` stands for `hotel` (most businesses) and `hotels` (its plural, and a prefix); never for
 * `hostel`, one typo away, as `hotel` is a word. Some businesses hold both, which a sum of per-word
 * counts would count twice.
 */
const HOTELS: BusinessOverrides[] = [
  hotel('Grand Hotel', 'Hotel', 4.5),
  hotel('Hotel Astoria', 'Hotel', 3.9),
  hotel('Park Hotel', 'Hotel', null),
  hotel('City Hotel', 'Resort', 4.1),
  hotel('Hotels Hotel', 'Hotel', 4.8),
  hotel('Hostel Hotel', 'Hostel', 2.5),
  hotel('Riverside Hostel', 'Hostel', 4.2),
  hotel('Hotels Of London', 'Travel agency', 4.0),
  hotel('Quiet Hotel', 'Hotel', 5, false),
];

/** What a plain SQL count over the businesses says, for the 10 largest categories. */
const COUNT_SQL = `
  SELECT category, category_slug AS slug, count(*)::int AS count FROM businesses
  WHERE is_approved AND (name ~* '\\m(hotel|hotels)\\M' OR category ~* '\\m(hotel|hotels)\\M')
    AND ($1::numeric IS NULL OR rating >= $1)
  GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT 10`;

describe('kept word counts: totals and facets of a common word without a pass over its postings', () => {
  const ctx = useTestApp({ reset: 'once' });
  const search = (query: Record<string, string>) =>
    request(ctx.app.getHttpServer()).get('/api/search').query(query).expect(200) as unknown as Promise<Answer>;
  const write = async (sql: string) => {
    await ctx.db.transaction(async (m) => {
      await m.query(sql);
      await ctx.app.get(DataChangesService).rowChanged(m, null, null);
    });
  };
  const expectCountsAsSql = async (minRating: number | null) => {
    const query: Record<string, string> = { q: 'hotel' };
    if (minRating !== null) query.minRating = String(minRating);
    const res = await search(query);
    const expected: Facet[] = await ctx.db.query(COUNT_SQL, [minRating]);
    expect(res.body.facets.categories).toEqual(expected);
    expect(res.body.total).toBe(expected.reduce((sum, f) => sum + f.count, 0));
  };
  /** Every kept count equals a fresh count of the postings. */
  const expectCountsKept = async () => {
    const drift = await ctx.db.query(`
      SELECT * FROM (
        SELECT term, category_slug, coalesce((rating * 10)::smallint, -1) AS rating_tenths, count(*)::int AS documents
        FROM search_postings GROUP BY 1, 2, 3) fresh
      FULL JOIN search_term_counts kept USING (term, category_slug, rating_tenths)
      WHERE fresh.documents IS DISTINCT FROM kept.documents`);
    expect(drift).toEqual([]);
  };

  beforeAll(() => seedBusinesses(ctx.app, HOTELS));

  it('counts each business once, whichever of the alternatives it holds, as SQL does', async () => {
    await expectCountsAsSql(null);
    const res = await search({ q: 'hotel' });
    expect(res.body.total).toBe(7);
  });

  it('counts only the businesses rated at least minRating, unrated ones never', async () => {
    await expectCountsAsSql(4);
    await expectCountsAsSql(4.15);
    await expectCountsAsSql(0);
    expect((await search({ q: 'hotel', minRating: '4.5' })).body.total).toBe(2);
  });

  it('gives the total of the filtered category from the same counts', async () => {
    expect((await search({ q: 'hotel', category: 'hostel' })).body.total).toBe(1);
    expect((await search({ q: 'hotel', category: 'hotel', minRating: '4' })).body.total).toBe(2);
  });

  it('pages one word by rating and by reviews in the order SQL gives, each business once', async () => {
    // The latest businesses rate and are reviewed highest (one unrated), so no index order but the asked one gives the page.
    await write(`
      UPDATE businesses b SET rating = CASE WHEN r.n = 3 THEN NULL ELSE r.n / 2.0 END, review_count = r.n * 3 % 11
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM businesses) r WHERE r.id = b.id`);
    const orders = {
      rating: 'rating DESC NULLS LAST, review_count DESC, id',
      reviews: 'review_count DESC, id',
    };
    for (const [sort, order] of Object.entries(orders)) {
      const expected: Array<{ name: string }> = await ctx.db.query(
        `SELECT name FROM businesses
         WHERE is_approved AND (name ~* '\\m(hotel|hotels)\\M' OR category ~* '\\m(hotel|hotels)\\M')
         ORDER BY ${order}`,
      );
      const paged: string[] = [];
      // One per page: each page reads only as deep as it shows, so the index order decides it.
      for (let page = 1; page <= expected.length; page++) {
        const res = await request(ctx.app.getHttpServer())
          .get('/api/search')
          .query({ q: 'hotel', sort, limit: '1', page: String(page) })
          .expect(200);
        paged.push(...(res.body as { businesses: Array<{ name: string }> }).businesses.map((b) => b.name));
      }
      expect(paged).toEqual(expected.map((r) => r.name));
    }
  });

  it('keeps the counts through inserts, renames, rating changes, approvals and deletes', async () => {
    await expectCountsKept();
    await write(`UPDATE businesses SET name = 'Park Inn' WHERE name = 'Park Hotel'`);
    await write(`UPDATE businesses SET rating = 1.0 WHERE name = 'Grand Hotel'`);
    await write(`UPDATE businesses SET is_approved = true WHERE name = 'Quiet Hotel'`);
    await write(`UPDATE businesses SET category = 'Hotel', category_slug = 'hotel' WHERE name = 'City Hotel'`);
    await write(`DELETE FROM businesses WHERE name = 'Hostel Hotel'`);
    await expectCountsKept();
    await expectCountsAsSql(null);
    await expectCountsAsSql(4);
    await write(`UPDATE businesses SET is_approved = false WHERE name LIKE '%Hotel%' OR category = 'Hotel'`);
    await expectCountsKept();
    const [left] = await ctx.db.query(`SELECT count(*)::int AS n FROM search_term_counts WHERE term = 'hotel'`);
    expect(left.n).toBe(0);
    await expectCountsAsSql(null);
  });
});
