import type { AdminReports } from '@directory/shared';
import request from 'supertest';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { useTestApp } from '../support/test-app.js';

const HOURS = [{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false }];

/** The figures the reports page promises, counted straight from the business rows. */
async function countedFromRows(db: import('typeorm').DataSource) {
  const [completeness] = await db.query(`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE btrim(phone) <> '')::int AS "withPhone",
           count(*) FILTER (WHERE id IN (SELECT business_id FROM business_hours))::int AS "withHours",
           count(*) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL)::int AS "withCoordinates",
           count(*) FILTER (WHERE btrim(website) <> '')::int AS "withWebsite",
           count(*) FILTER (WHERE btrim(image_url) <> '')::int AS "withImage"
    FROM businesses`);
  const byCountry = await db.query(
    `SELECT country_code AS "countryCode", count(*)::int AS count FROM businesses GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 15`,
  );
  const byCategory = await db.query(
    `SELECT min(category) AS category, category_slug AS slug, count(*)::int AS count FROM businesses GROUP BY 2 ORDER BY 3 DESC, 1 LIMIT 15`,
  );
  const [approvals] = await db.query(
    `SELECT count(*) FILTER (WHERE is_approved)::int AS approved, count(*) FILTER (WHERE NOT is_approved)::int AS pending FROM businesses`,
  );
  return { completeness, byCountry, byCategory, approvals };
}

describe('GET /api/admin/reports', () => {
  const ctx = useTestApp({ admin: true, reset: 'once' });
  const reports = async (): Promise<AdminReports> => (await ctx.admin.get('/api/admin/reports').expect(200)).body;

  beforeAll(async () => {
    const { app } = ctx;
    // 17 countries and 17 categories, so the top 15 leaves some out.
    for (let i = 0; i < 17; i++) {
      for (let n = 0; n <= i % 5; n++) {
        await createBusiness(app, {
          name: `Shop ${i}-${n}`,
          category: `Trade ${String.fromCharCode(65 + i)}`,
          countryCode: [
            'DE',
            'FR',
            'TR',
            'US',
            'GB',
            'IT',
            'ES',
            'NL',
            'BE',
            'AT',
            'CH',
            'PL',
            'SE',
            'NO',
            'DK',
            'FI',
            'IE',
          ][i],
          phone: n % 2 ? '+49 30 1' : i % 3 ? '  ' : null,
          website: n === 0 ? 'https://example.test' : null,
          imageUrl: i % 4 === 0 ? 'https://img.example.test/a.jpg' : '',
          latitude: n === 1 ? null : 52.5,
          isApproved: (i + n) % 6 !== 0,
          hours: n % 3 === 0 ? HOURS : [],
        });
      }
    }
    await app.get(DataChangesService).bulkChanged('test-setup');
    await ctx.db.query(
      `INSERT INTO import_runs (upload_id, file_name, state, result, started_at) VALUES
         ('today-1', 'a.xlsx', 'done', '{"successCount": 120, "skippedCount": 7, "errorCount": 2}', now()),
         ('today-2', 'b.csv', 'failed', '{"successCount": 30, "skippedCount": 0, "errorCount": 1}', now()),
         ('running', 'c.csv', 'writing', null, now()),
         ('old', 'd.csv', 'done', '{"successCount": 999, "skippedCount": 9, "errorCount": 9}', now() - interval '40 days')`,
    );
    await ctx.db.query(
      `INSERT INTO audit_log (username, action, created_at) VALUES
         ('someone', 'businesses.deleted', now()), ('someone', 'businesses.deleted', now()),
         ('someone', 'settings.updated', now() - interval '40 days')`,
    );
  });

  it('answers 401 without an admin session', async () => {
    const res = await request(ctx.app.getHttpServer()).get('/api/admin/reports').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('counts countries, categories, approvals and completeness as the business rows do', async () => {
    const body = await reports();
    const counted = await countedFromRows(ctx.db);
    expect(body.businessesByCountry).toEqual(counted.byCountry);
    expect(body.businessesByCountry).toHaveLength(15);
    expect(body.businessesByCategory).toEqual(counted.byCategory);
    expect(body.approvals).toEqual(counted.approvals);
    expect(body.approvals.pending).toBeGreaterThan(0);
    expect(body.completeness).toEqual(counted.completeness);
    // Blank phones and empty image URLs count as missing.
    expect(body.completeness.withPhone).toBeLessThan(body.completeness.total);
    expect(body.completeness.withImage).toBeLessThan(body.completeness.total);
  });

  it('agrees with /api/admin/stats on the totals', async () => {
    const [body, stats] = await Promise.all([reports(), ctx.admin.get('/api/admin/stats').expect(200)]);
    expect(body.approvals).toEqual({ approved: stats.body.approvedBusinesses, pending: stats.body.pendingBusinesses });
    expect(body.completeness.total).toBe(stats.body.totalBusinesses);
  });

  it('sums the imports of the last 30 days per day, with every day present', async () => {
    const { importsPerDay } = await reports();
    expect(importsPerDay).toHaveLength(30);
    const [{ today }] = await ctx.db.query(`SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS today`);
    expect(importsPerDay.at(-1)).toEqual({ day: today, added: 150, updated: 0, skipped: 7, failed: 3 });
    expect(importsPerDay.slice(0, -1).every((d) => d.added + d.updated + d.skipped + d.failed === 0)).toBe(true);
    expect(importsPerDay.map((d) => d.day)).toEqual([...importsPerDay.map((d) => d.day)].sort());
  });

  it('counts admin actions of the last 30 days from the audit log', async () => {
    const { adminActivity } = await reports();
    const [{ today }] = await ctx.db.query(`SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS today`);
    expect(adminActivity).toContainEqual({ day: today, action: 'businesses.deleted', count: 2 });
    expect(adminActivity.filter((a) => a.day === today).map((a) => a.action)).not.toContain('settings.updated');
    expect(adminActivity.some((a) => a.action === 'settings.updated')).toBe(false);
  });

  it('follows a single edit, a delete and a public submission without a full refresh', async () => {
    const [target] = await ctx.db.query(
      `SELECT id FROM businesses WHERE NOT EXISTS (SELECT 1 FROM business_hours WHERE business_id = businesses.id)
         AND phone IS NULL ORDER BY id LIMIT 1`,
    );
    await ctx.admin
      .put(`/api/admin/businesses/${target.id}`)
      .send({ phone: '+90 212 555', category: 'Brand New Trade', hours: HOURS })
      .expect(200);
    const [victim] = await ctx.db.query(`SELECT id FROM businesses WHERE id <> $1 ORDER BY id DESC LIMIT 1`, [
      target.id,
    ]);
    await ctx.admin.delete(`/api/businesses/${victim.id}`).expect(200);
    await request(ctx.app.getHttpServer())
      .post('/api/businesses/submit')
      .send({
        name: 'Submitted Shop',
        category: 'Trade A',
        address: 'Main St 1',
        city: 'Berlin',
        countryCode: 'DE',
        website: 'https://submitted.example.test',
        email: 'owner@submitted.example.test',
      })
      .expect(201);
    const body = await reports();
    const counted = await countedFromRows(ctx.db);
    expect(body.completeness).toEqual(counted.completeness);
    expect(body.approvals).toEqual(counted.approvals);
  });
});

describe('GET /api/admin/categories?q&limit', () => {
  const ctx = useTestApp({ admin: true, reset: 'once' });

  beforeAll(async () => {
    const make = (category: string, count: number, isApproved = true) =>
      Promise.all(Array.from({ length: count }, () => createBusiness(ctx.app, { category, isApproved })));
    await make('Café', 3);
    await make('Cafeteria', 2, false);
    await make('Internet Cafe', 1);
    await make('Bakery', 4);
    await ctx.app.get(DataChangesService).bulkChanged('test-setup');
  });

  it('keeps its answer without q or limit: every category, largest first', async () => {
    const res = await ctx.admin.get('/api/admin/categories').expect(200);
    expect(res.body).toEqual([
      { category: 'Bakery', slug: 'bakery', count: 4 },
      { category: 'Café', slug: 'cafe', count: 3 },
      { category: 'Cafeteria', slug: 'cafeteria', count: 2 },
      { category: 'Internet Cafe', slug: 'internet-cafe', count: 1 },
    ]);
  });

  it('finds categories containing q whatever the case and accents', async () => {
    for (const q of ['cafe', 'CAFÉ', 'afé']) {
      const res = await ctx.admin.get('/api/admin/categories').query({ q }).expect(200);
      expect(res.body.map((c: { slug: string }) => c.slug)).toEqual(['cafe', 'cafeteria', 'internet-cafe']);
    }
    const none = await ctx.admin.get('/api/admin/categories').query({ q: '100%' }).expect(200);
    expect(none.body).toEqual([]);
  });

  it('answers the largest `limit` categories, and 400 for a limit that is not a number', async () => {
    const res = await ctx.admin.get('/api/admin/categories').query({ q: 'caf', limit: 2 }).expect(200);
    expect(res.body).toEqual([
      { category: 'Café', slug: 'cafe', count: 3 },
      { category: 'Cafeteria', slug: 'cafeteria', count: 2 },
    ]);
    await ctx.admin.get('/api/admin/categories').query({ limit: 'many' }).expect(400);
  });

  it('answers 401 without an admin session', async () => {
    await request(ctx.app.getHttpServer()).get('/api/admin/categories').query({ q: 'caf' }).expect(401);
  });
});
