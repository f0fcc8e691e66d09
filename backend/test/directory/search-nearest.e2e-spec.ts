import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { createTestApp, resetData } from '../support/test-app.js';

/** A common word: its nearest are found by walking its postings nearest first, a few pages deep. */
const LANTERNS = 5_500;
const ORIGIN = { lat: 59.33, lng: 18.07 }; // far from the equator, where degrees of longitude are short

describe('search over a large match: sort=distance, and suggestions for several common words (docs/behaviour.md §10)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids = async (query: Record<string, string>) => {
    const res = await request(app.getHttpServer()).get('/api/search').query(query).expect(200);
    return (res.body.businesses as Array<{ id: number }>).map((b) => b.id);
  };

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    await resetData(app);
    // Spread around the origin; every seventh without coordinates, every third open all week.
    await db.query(
      `INSERT INTO businesses (name, slug, category, category_slug, address, country_code, place_id, is_approved,
                               latitude, longitude, review_count)
       SELECT 'Lantern Shop ' || i, 'lantern-shop-' || i, 'Lantern Shop', 'lantern-shop', 'Street ' || i, 'SE',
              'lantern-' || i, true,
              CASE WHEN i % 7 = 0 THEN NULL ELSE $2 + ((i * 7919) % 2000 - 1000) / 200.0 END,
              $3 + ((i * 104729) % 2000 - 1000) / 100.0, i % 50
       FROM generate_series(1, $1::int) i`,
      [LANTERNS, ORIGIN.lat, ORIGIN.lng],
    );
    await db.query(
      `INSERT INTO business_hours (business_id, day_of_week, open_time, close_time, is_closed)
       SELECT b.id, d, '00:00', '23:59', false FROM businesses b, generate_series(0, 6) d
       WHERE b.id % 3 = 0`,
    );
    await app.get(DataChangesService).bulkChanged('test');
  });
  afterAll(() => app.close());

  /** The expected order: great-circle distance from the origin, nearest first, no coordinates last. */
  const nearest = (where: string, limit: number, offset = 0) =>
    db
      .query(
        `SELECT id FROM businesses b WHERE b.is_approved AND ${where}
         ORDER BY 2 * asin(sqrt(power(sin(radians(b.latitude - $1) / 2), 2)
                  + cos(radians($1)) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - $2) / 2), 2))) NULLS LAST, id
         LIMIT $3 OFFSET $4`,
        [ORIGIN.lat, ORIGIN.lng, limit, offset],
      )
      .then((rows: Array<{ id: number }>) => rows.map((r) => r.id));

  const byDistance = { sort: 'distance', lat: String(ORIGIN.lat), lng: String(ORIGIN.lng) };

  it('lists the nearest of a common word first, as a great-circle order of every match does', async () => {
    expect(await ids({ q: 'lantern', ...byDistance })).toEqual(await nearest(`b.name LIKE 'Lantern%'`, 12));
    expect(await ids({ q: 'lantern', ...byDistance, page: '3' })).toEqual(
      await nearest(`b.name LIKE 'Lantern%'`, 12, 24),
    );
  });

  it('keeps the filters on that walk: open now, category', async () => {
    expect(await ids({ q: 'lantern', openNow: 'true', ...byDistance })).toEqual(
      await nearest(`b.name LIKE 'Lantern%' AND b.id % 3 = 0`, 12),
    );
    expect(await ids({ q: 'lantern', category: 'lantern-shop', ...byDistance })).toEqual(
      await nearest(`b.name LIKE 'Lantern%'`, 12),
    );
    expect(await ids({ q: 'lantern', category: 'bakery', ...byDistance })).toEqual([]);
  });

  it('puts the businesses without coordinates after every located one', async () => {
    const located = Math.ceil((LANTERNS * 6) / 7);
    const lastPage = Math.ceil(LANTERNS / 12);
    const tail = await ids({ q: 'lantern', ...byDistance, page: String(lastPage) });
    expect(tail).toEqual(await nearest(`b.name LIKE 'Lantern%'`, 12, (lastPage - 1) * 12));
    expect(located).toBeLessThan((lastPage - 1) * 12);
  });

  it('follows a business that moves: its postings take the new coordinates', async () => {
    const [far] = await nearest(`b.name LIKE 'Lantern%' AND b.latitude IS NOT NULL`, 1, 4000);
    const [unlocated] = await db.query(`SELECT id FROM businesses WHERE latitude IS NULL ORDER BY id LIMIT 1`);
    const move = async (id: number, lat: number | null, lng: number | null) => {
      await db.query(`UPDATE businesses SET latitude = $2, longitude = $3 WHERE id = $1`, [id, lat, lng]);
      await app.get(DataChangesService).bulkChanged('test');
    };
    await move(far as number, ORIGIN.lat, ORIGIN.lng);
    await move(unlocated.id, ORIGIN.lat + 0.001, ORIGIN.lng);
    const first = await ids({ q: 'lantern', ...byDistance });
    expect(first).toEqual(expect.arrayContaining([far, unlocated.id]));
    expect(first).toEqual(await nearest(`b.name LIKE 'Lantern%'`, 12));
    await move(far as number, null, null);
    expect(await ids({ q: 'lantern', ...byDistance })).not.toContain(far);
  });

  it('suggests, for several common words, the most reviewed businesses that hold them all, names first', async () => {
    const res = await request(app.getHttpServer()).get('/api/suggest').query({ q: 'lantern sh' }).expect(200);
    const expected = await db.query(
      `SELECT id FROM businesses WHERE is_approved AND name LIKE 'Lantern Shop%' ORDER BY review_count DESC, id LIMIT 5`,
    );
    expect(res.body.businesses.map((b: { id: number }) => b.id)).toEqual(expected.map((r: { id: number }) => r.id));
  });
});
