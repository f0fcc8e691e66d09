import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, resetData } from '../support/test-app.js';
import { seedBusinesses } from './directory-fixtures.js';
import { SEARCH_WORLD } from './search-fixtures.js';

interface Card {
  name: string;
}
interface Facet {
  category: string;
  slug: string;
  count: number;
}
type Answer = { body: { businesses: Card[]; total: number; facets: { categories: Facet[] } } };

const names = (res: Answer) => res.body.businesses.map((b) => b.name);

/** HH:MM of now plus `minutes` in a time zone. */
function clock(timeZone: string, minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
}

describe('GET /api/search filters, sort and facets (docs/behaviour.md §10)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const search = (query: Record<string, string>) =>
    request(app.getHttpServer()).get('/api/search').query(query).expect(200) as unknown as Promise<Answer>;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    await resetData(app);
    // Businesses get their own time zone in a parallel change; until then openNow reads UTC.
    await db.query(`ALTER TABLE businesses ADD COLUMN IF NOT EXISTS time_zone text`);
    await seedBusinesses(app, SEARCH_WORLD);
  });
  afterAll(() => app.close());

  it('keeps one category (by slug) and still offers the others as facets', async () => {
    // `hotsel` is one typo from both `hotel` and `hostel`.
    const all = await search({ q: 'hotsel' });
    const one = await search({ q: 'hotsel', category: 'hostel' });
    expect(names(one)).toEqual(['Hostel Backpackers']);
    expect(one.body.total).toBe(1);
    expect(one.body.facets).toEqual(all.body.facets);
    expect((await search({ q: 'hotsel', category: 'HOSTEL' })).body.total).toBe(1);
    expect((await search({ q: 'hotsel', category: 'bakery' })).body.total).toBe(0);
  });

  it('keeps businesses rated at least minRating', async () => {
    expect(names(await search({ q: 'hotel', minRating: '4' }))).toEqual(['Grand Hotel Astoria']);
    expect(names(await search({ where: 'gb', minRating: '4.7' }))).toEqual(['Smile Dentist Studio']);
    expect((await search({ q: 'pharmacy', minRating: '0' })).body.total).toBe(0);
  });

  it('keeps businesses open now: open all week, not closed all week', async () => {
    expect(names(await search({ q: 'hotsel', openNow: 'true' }))).toEqual(['Grand Hotel Astoria']);
    expect(names(await search({ q: 'hotsel', openNow: 'false' }))).toEqual([
      'Hostel Backpackers',
      'Grand Hotel Astoria',
    ]);
  });

  it("judges open now in the business's own time zone", async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: its clock is never the UTC one
    const hours = Array.from(
      { length: 7 },
      (_, day) => `(id, ${day}, '${clock(zone, -60)}', '${clock(zone, 60)}', false)`,
    );
    await db.query(`UPDATE businesses SET time_zone = $1 WHERE name = 'Zephyr Kitchen'`, [zone]);
    await db.query(
      `INSERT INTO business_hours (business_id, day_of_week, open_time, close_time, is_closed)
       SELECT h.* FROM (SELECT id FROM businesses WHERE name = 'Zephyr Kitchen') b,
       LATERAL (VALUES ${hours.join(', ').replaceAll('(id,', '(b.id,')}) h`,
    );
    expect(names(await search({ q: 'zephyr', openNow: 'true' }))).toEqual(['Zephyr Kitchen']);
    await db.query(`UPDATE businesses SET time_zone = NULL WHERE name = 'Zephyr Kitchen'`);
    expect(names(await search({ q: 'zephyr kitchen', openNow: 'true' }))).toEqual([]);
  });

  it('sorts by rating, by reviews, or by distance from lat/lng (nearest first)', async () => {
    expect(names(await search({ where: 'gb' }))).toEqual([
      'Hostel Backpackers',
      'Grand Hotel Astoria',
      'Smile Dentist Studio',
    ]);
    expect(names(await search({ where: 'gb', sort: 'rating' }))).toEqual([
      'Smile Dentist Studio',
      'Grand Hotel Astoria',
      'Hostel Backpackers',
    ]);
    expect(names(await search({ where: 'gb', sort: 'reviews' }))).toEqual([
      'Hostel Backpackers',
      'Grand Hotel Astoria',
      'Smile Dentist Studio',
    ]);
    expect(names(await search({ where: 'gb', sort: 'distance', lat: '53.4', lng: '-2.2' }))).toEqual([
      'Smile Dentist Studio',
      'Grand Hotel Astoria',
      'Hostel Backpackers',
    ]);
    expect(names(await search({ q: 'bakery', sort: 'distance', lat: '-22.9', lng: '-43.2' }))).toEqual([
      'Padaria São Jorge',
      'Golden Crust Bakery',
    ]);
  });

  it('lists businesses without coordinates last when sorting by distance', async () => {
    const res = await search({ category: 'pharmacy', sort: 'distance', lat: '59.3', lng: '18.1' });
    expect(names(res)).toEqual(['Pharmacy Central']);
    const mixed = await search({ q: 'p', sort: 'distance', lat: '59.3', lng: '18.1' });
    expect(names(mixed).at(-1)).toBe('Pharmacy Central');
  });

  it('counts the 10 largest categories of the whole match, as a plain SQL count does', async () => {
    const res = await search({ q: 'hotsel' });
    const expected: Facet[] = await db.query(
      `SELECT category, category_slug AS slug, count(*)::int AS count FROM businesses
       WHERE is_approved AND (name ~* '\\m(hotel|hostel)\\M' OR category ~* '\\m(hotel|hostel)\\M')
       GROUP BY 1, 2 ORDER BY 3 DESC, 2`,
    );
    expect(res.body.facets.categories).toEqual(expected);
    const everywhere = await search({ where: 'gb' });
    const inGb: Facet[] = await db.query(
      `SELECT category, category_slug AS slug, count(*)::int AS count FROM businesses
       WHERE is_approved AND country_code = 'GB' GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT 10`,
    );
    expect(everywhere.body.facets.categories).toEqual(inGb);
    const wide = await search({ q: 'e' });
    expect(wide.body.facets.categories.length).toBeLessThanOrEqual(10);
    expect(wide.body.facets.categories.reduce((sum, f) => sum + f.count, 0)).toBeLessThanOrEqual(wide.body.total);
  });

  it('answers 400 in the contract shape for bad values', async () => {
    const bad = async (query: Record<string, string>, field: string) => {
      const res = await request(app.getHttpServer()).get('/api/search').query(query).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.message).toEqual(expect.any(Array));
      expect(Object.keys(res.body.errors)).toContain(field);
    };
    await bad({ q: 'hotel', sort: 'distance' }, 'lat');
    await bad({ q: 'hotel', sort: 'distance', lat: '51' }, 'lng');
    await bad({ q: 'hotel', sort: 'best' }, 'sort');
    await bad({ q: 'hotel', minRating: '6' }, 'minRating');
    await bad({ q: 'hotel', minRating: 'high' }, 'minRating');
    await bad({ q: 'hotel', openNow: 'maybe' }, 'openNow');
    await bad({ q: 'hotel', sort: 'distance', lat: '91', lng: '0' }, 'lat');
    await bad({ q: 'hotel', sort: 'distance', lat: '0', lng: 'east' }, 'lng');
  });
});
