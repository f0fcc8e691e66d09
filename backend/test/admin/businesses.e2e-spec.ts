import type { NestExpressApplication } from '@nestjs/platform-express';
import { businessSlug } from '@directory/shared';
import type { Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { DataVersionService } from '../../src/cache/data-version.service.js';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';

describe('admin business management', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  let db: DataSource;

  const refresh = () => app.get(DataChangesService).bulkChanged('test-setup');
  const categoryCount = async (slug: string): Promise<number> => {
    const [row] = await db.query(`SELECT business_count FROM category_stats WHERE category_slug = $1`, [slug]);
    return row ? Number(row.business_count) : 0;
  };

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    admin = await adminAgent(app);
  });
  afterAll(() => app.close());

  describe('GET /api/admin/businesses', () => {
    beforeAll(async () => {
      await resetData(app);
      await createBusiness(app, {
        name: 'Alpha Bakery',
        category: 'Bakery',
        countryCode: 'DE',
        rating: 4.1,
        reviewCount: 50,
      });
      await createBusiness(app, {
        name: 'Beta Bakery',
        category: 'Bakery',
        countryCode: 'FR',
        rating: null,
        reviewCount: 5,
        isApproved: false,
      });
      await createBusiness(app, {
        name: 'Gamma Garage',
        category: 'Auto Repair',
        countryCode: 'DE',
        rating: 3.2,
        reviewCount: 900,
      });
      await createBusiness(app, {
        name: 'Delta 100% Diner',
        category: 'Restaurant',
        countryCode: 'TR',
        rating: 4.9,
        reviewCount: 1,
      });
      for (let i = 0; i < 22; i++)
        await createBusiness(app, {
          name: `Filler ${String(i).padStart(2, '0')}`,
          category: 'Filler',
          countryCode: 'US',
        });
      await refresh();
    });

    it('pages 20 at a time with the pagination block, newest first by default', async () => {
      const res = await admin.get('/api/admin/businesses').expect(200);
      expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 26, totalPages: 2 });
      expect(res.body.businesses).toHaveLength(20);
      const page2 = await admin.get('/api/admin/businesses?page=2').expect(200);
      expect(page2.body.businesses).toHaveLength(6);
      const ids = [...res.body.businesses, ...page2.body.businesses].map((b: { id: number }) => b.id);
      expect(new Set(ids).size).toBe(26);
      expect(ids[0]).toBeGreaterThan(ids[25]);
    });

    it('maps rows to the detail shape without hours and amenities', async () => {
      const res = await admin.get('/api/admin/businesses?search=alpha').expect(200);
      expect(res.body.businesses).toEqual([
        expect.objectContaining({
          name: 'Alpha Bakery',
          slug: expect.stringMatching(/^alpha-bakery-[a-z0-9]{6}$/),
          category: 'Bakery',
          categorySlug: 'bakery',
          countryCode: 'DE',
          country: 'Germany',
          rating: 4.1,
          reviewCount: 50,
          isApproved: true,
          createdAt: expect.any(String),
        }),
      ]);
      expect(res.body.businesses[0]).not.toHaveProperty('hours');
    });

    it('searches names case-insensitively and takes % literally', async () => {
      expect((await admin.get('/api/admin/businesses?search=BAKERY').expect(200)).body.pagination.total).toBe(2);
      const pct = await admin.get('/api/admin/businesses?search=100%25').expect(200);
      expect(pct.body.businesses.map((b: { name: string }) => b.name)).toEqual(['Delta 100% Diner']);
      expect((await admin.get('/api/admin/businesses?search=%25').expect(200)).body.pagination.total).toBe(1);
    });

    it('filters by category slug, country (any case) and approval', async () => {
      const byCategory = await admin.get('/api/admin/businesses?category=auto-repair').expect(200);
      expect(byCategory.body.businesses.map((b: { name: string }) => b.name)).toEqual(['Gamma Garage']);
      const byCountry = await admin.get('/api/admin/businesses?country=de').expect(200);
      expect(byCountry.body.pagination.total).toBe(2);
      const pending = await admin.get('/api/admin/businesses?approved=false').expect(200);
      expect(pending.body.businesses.map((b: { name: string }) => b.name)).toEqual(['Beta Bakery']);
      const approvedBakeries = await admin.get('/api/admin/businesses?category=bakery&approved=true').expect(200);
      expect(approvedBakeries.body.pagination.total).toBe(1);
      const combined = await admin.get('/api/admin/businesses?search=bakery&category=bakery&country=FR').expect(200);
      expect(combined.body.businesses.map((b: { name: string }) => b.name)).toEqual(['Beta Bakery']);
    });

    it('counts pending rows in the totals of a filter without search', async () => {
      const res = await admin.get('/api/admin/businesses?category=bakery').expect(200);
      expect(res.body.pagination.total).toBe(2);
    });

    it('sorts by the whitelisted keys, both ways, unrated last', async () => {
      const names = async (query: string) =>
        (await admin.get(`/api/admin/businesses?category=bakery&${query}`).expect(200)).body.businesses.map(
          (b: { name: string }) => b.name,
        );
      expect(await names('sortBy=name')).toEqual(['Alpha Bakery', 'Beta Bakery']);
      expect(await names('sortBy=name&sortOrder=desc')).toEqual(['Beta Bakery', 'Alpha Bakery']);
      expect(await names('sortBy=rating&sortOrder=desc')).toEqual(['Alpha Bakery', 'Beta Bakery']);
      expect(await names('sortBy=rating&sortOrder=asc')).toEqual(['Alpha Bakery', 'Beta Bakery']);
      const byReviews = await admin.get('/api/admin/businesses?sortBy=reviewCount&sortOrder=desc&limit=1').expect(200);
      expect(byReviews.body.businesses[0].name).toBe('Gamma Garage');
      const oldest = await admin.get('/api/admin/businesses?sortBy=createdAt&sortOrder=asc&limit=1').expect(200);
      expect(oldest.body.businesses[0].name).toBe('Alpha Bakery');
    });

    it('clamps page and limit that are out of range', async () => {
      const res = await admin.get('/api/admin/businesses?page=0&limit=1000').expect(200);
      expect(res.body.pagination).toMatchObject({ page: 1, limit: 100 });
      expect((await admin.get('/api/admin/businesses?page=99').expect(200)).body.businesses).toEqual([]);
    });

    it.each([
      ['an unknown sortBy', 'sortBy=password_hash', 'sortBy'],
      ['a sortBy with SQL', 'sortBy=name;DROP TABLE businesses', 'sortBy'],
      ['a bad sortOrder', 'sortBy=name&sortOrder=sideways', 'sortOrder'],
      ['a non-numeric page', 'page=abc', 'page'],
      ['a non-numeric limit', 'limit=ten', 'limit'],
      ['a bad country', 'country=Germany', 'country'],
      ['a bad approved flag', 'approved=maybe', 'approved'],
    ])('answers 400 for %s', async (_, query, field) => {
      const res = await admin.get(`/api/admin/businesses?${query}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.errors).toHaveProperty([field]);
    });
  });

  describe('one business', () => {
    let id: number;

    beforeEach(async () => {
      await resetData(app);
      const b = await createBusiness(app, {
        name: 'Kebap Evi',
        category: 'Restaurant',
        placeId: 'ChIJkebap',
        hours: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false }],
        amenities: [{ amenityType: 'Wi-Fi', hasAmenity: true }],
      });
      id = b.id;
      await refresh();
    });

    it('reads it with hours and amenities', async () => {
      const res = await admin.get(`/api/admin/businesses/${id}`).expect(200);
      expect(res.body).toMatchObject({
        id,
        name: 'Kebap Evi',
        placeId: 'ChIJkebap',
        hours: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false }],
        amenities: [expect.objectContaining({ amenityType: 'Wi-Fi', hasAmenity: true })],
      });
    });

    it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
      await admin.get('/api/admin/businesses/999999').expect(404);
      const bad = await admin.get('/api/admin/businesses/abc').expect(400);
      expect(bad.body.errors).toHaveProperty('id');
    });

    it('edits only the fields given, derives slugs, and replaces hours and amenities', async () => {
      const before = (await admin.get(`/api/admin/businesses/${id}`).expect(200)).body;
      const res = await admin
        .put(`/api/admin/businesses/${id}`)
        .send({
          name: 'Şiş Kebap Evi',
          category: 'Turkish Restaurant',
          city: 'İstanbul',
          countryCode: 'tr',
          rating: 4.5,
          hours: [
            { dayOfWeek: 0, isClosed: true },
            { dayOfWeek: 6, openTime: '10:00', closeTime: '22:00' },
          ],
          amenities: [],
        })
        .expect(200);
      expect(res.body).toMatchObject({
        name: 'Şiş Kebap Evi',
        slug: businessSlug('Şiş Kebap Evi', 'ChIJkebap'),
        category: 'Turkish Restaurant',
        categorySlug: 'turkish-restaurant',
        city: 'İstanbul',
        citySlug: 'istanbul',
        countryCode: 'TR',
        country: 'Türkiye',
        rating: 4.5,
        address: before.address,
        phone: before.phone,
        reviewCount: before.reviewCount,
        hours: [
          { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
          { dayOfWeek: 6, openTime: '10:00', closeTime: '22:00', isClosed: false },
        ],
        amenities: [],
      });
      expect(res.body.slug).toBe('sis-kebap-evi-' + res.body.slug.slice(-6));
    });

    it('clears nullable fields with null and keeps the slug when name and place_id stay', async () => {
      const before = (await admin.get(`/api/admin/businesses/${id}`).expect(200)).body;
      const res = await admin
        .put(`/api/admin/businesses/${id}`)
        .send({ phone: null, rating: null, latitude: null })
        .expect(200);
      expect(res.body).toMatchObject({
        phone: null,
        rating: null,
        latitude: null,
        slug: before.slug,
        hours: before.hours,
      });
    });

    it('keeps hours and amenities as they are when a PUT leaves them out (docs/behaviour.md §4 "omitted fields stay as they are")', async () => {
      const bare = await createBusiness(app, { name: 'Saatsiz Dükkan' });
      await admin.put(`/api/admin/businesses/${bare.id}`).send({ name: 'Saatsiz Dükkan 2' }).expect(200);
      const renamed = (await admin.get(`/api/admin/businesses/${bare.id}`).expect(200)).body;
      expect(renamed).toMatchObject({ name: 'Saatsiz Dükkan 2', hours: [], amenities: [] });
      expect(await db.query(`SELECT 1 FROM business_hours WHERE business_id = $1`, [bare.id])).toHaveLength(0);

      await admin.put(`/api/admin/businesses/${id}`).send({ phone: '+90 212 000 00 00' }).expect(200);
      const edited = (await admin.get(`/api/admin/businesses/${id}`).expect(200)).body;
      expect(edited.hours).toEqual([{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false }]);
      expect(edited.amenities).toEqual([expect.objectContaining({ amenityType: 'Wi-Fi', hasAmenity: true })]);
    });

    it('removes every opening hour on an explicit empty list', async () => {
      const res = await admin.put(`/api/admin/businesses/${id}`).send({ hours: [] }).expect(200);
      expect(res.body.hours).toEqual([]);
      expect(res.body.amenities).toHaveLength(1);
      expect(await db.query(`SELECT 1 FROM business_hours WHERE business_id = $1`, [id])).toHaveLength(0);
    });

    it('accepts an explicit well-formed slug and refuses one that another business uses', async () => {
      const other = await createBusiness(app, { name: 'Other Place' });
      await admin.put(`/api/admin/businesses/${id}`).send({ slug: 'kebap-evi-custom1' }).expect(200);
      const clash = await admin.put(`/api/admin/businesses/${id}`).send({ slug: other.slug }).expect(409);
      expect(clash.body.statusCode).toBe(409);
      const placeClash = await admin.put(`/api/admin/businesses/${id}`).send({ placeId: other.placeId }).expect(409);
      expect(placeClash.body.message).toMatch(/place_id/);
    });

    it.each([
      ['an empty name', { name: '' }, 'name'],
      ['a null name', { name: null }, 'name'],
      ['a rating above 5', { rating: 5.5 }, 'rating'],
      ['a rating with two decimals', { rating: 4.25 }, 'rating'],
      ['a negative review count', { reviewCount: -1 }, 'reviewCount'],
      ['a latitude out of range', { latitude: 91 }, 'latitude'],
      ['an unknown country code', { countryCode: 'XX' }, 'countryCode'],
      ['a malformed slug', { slug: 'Bad Slug!' }, 'slug'],
      ['an hour that is not HH:MM', { hours: [{ dayOfWeek: 1, openTime: '9am' }] }, 'hours.0.openTime'],
      ['a day out of range', { hours: [{ dayOfWeek: 7 }] }, 'hours.0.dayOfWeek'],
      ['amenities that are not a list', { amenities: 'wifi' }, 'amenities'],
    ])('answers 400 for %s', async (_, body, field) => {
      const res = await admin.put(`/api/admin/businesses/${id}`).send(body).expect(400);
      expect(res.body.errors).toHaveProperty([field]);
    });

    it('answers 404 when editing a business that does not exist', async () => {
      await admin.put('/api/admin/businesses/999999').send({ name: 'Ghost' }).expect(404);
    });

    it('toggles approval both ways, and the public summaries follow at once', async () => {
      expect(await categoryCount('restaurant')).toBe(1);
      const versionBefore = await app.get(DataVersionService).current();
      const off = await admin.post(`/api/admin/businesses/${id}/toggle-approval`).expect(200);
      expect(off.body).toEqual({ success: true, isApproved: false });
      expect(await categoryCount('restaurant')).toBe(0);
      expect(await app.get(DataVersionService).current()).toBeGreaterThan(versionBefore);
      const on = await admin.post(`/api/admin/businesses/${id}/toggle-approval`).expect(200);
      expect(on.body).toEqual({ success: true, isApproved: true });
      expect(await categoryCount('restaurant')).toBe(1);
      await admin.post('/api/admin/businesses/999999/toggle-approval').expect(404);
    });

    it('moves the business between categories in the summaries when edited', async () => {
      await admin.put(`/api/admin/businesses/${id}`).send({ category: 'Cafe' }).expect(200);
      expect(await categoryCount('restaurant')).toBe(0);
      expect(await categoryCount('cafe')).toBe(1);
    });

    it('deletes it with its hours and amenities through DELETE /api/businesses/{id}', async () => {
      const res = await admin.delete(`/api/businesses/${id}`).expect(200);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
      await admin.get(`/api/admin/businesses/${id}`).expect(404);
      expect(await db.query(`SELECT 1 FROM business_hours WHERE business_id = $1`, [id])).toHaveLength(0);
      expect(await db.query(`SELECT 1 FROM business_amenities WHERE business_id = $1`, [id])).toHaveLength(0);
      expect(await categoryCount('restaurant')).toBe(0);
      await admin.delete(`/api/businesses/${id}`).expect(404);
      await admin.delete('/api/businesses/not-a-number').expect(400);
    });

    it('reads an id as plain decimal digits only: 0x10, 1e3, 01, " 1", -1 and 1.0 are refused and delete nothing', async () => {
      const target = await createBusiness(app, { name: 'Strict Id Bakery' });
      const spellings = [
        `0x${target.id.toString(16)}`,
        `${target.id / 10}e1`,
        `0${target.id}`,
        `%20${target.id}`,
        '-1',
        `${target.id}.0`,
      ];
      for (const spelling of spellings) {
        const res = await admin.delete(`/api/businesses/${spelling}`);
        expect({ spelling, status: res.status }).toEqual({ spelling, status: 400 });
        expect((await admin.get(`/api/admin/businesses/${spelling}`)).status).toBe(400);
      }
      await admin.get(`/api/admin/businesses/${target.id}`).expect(200);
    });

    it('writes edits, approvals and deletes to the audit log with the admin', async () => {
      await admin.put(`/api/admin/businesses/${id}`).send({ name: 'Audit Me' }).expect(200);
      await admin.post(`/api/admin/businesses/${id}/toggle-approval`).expect(200);
      await admin.delete(`/api/businesses/${id}`).expect(200);
      const log = await admin.get('/api/admin/audit-log').expect(200);
      const mine = log.body.entries.filter((e: { details: { id?: number } | null }) => e.details?.id === id);
      expect(mine.map((e: { action: string }) => e.action)).toEqual([
        'business.deleted',
        'business.approval-toggled',
        'business.updated',
      ]);
      expect(
        mine.every((e: { username: string; createdAt: string }) => e.username === 'e2e-admin' && e.createdAt),
      ).toBe(true);
    });
  });

  describe('DELETE /api/admin/businesses', () => {
    beforeEach(async () => {
      await resetData(app);
    });

    it('deletes the businesses named by ids and reports how many', async () => {
      const [a, b, c] = [await createBusiness(app), await createBusiness(app), await createBusiness(app)];
      await refresh();
      const res = await admin.delete(`/api/admin/businesses?ids=${a.id},${b.id},999999`).expect(200);
      expect(res.body).toEqual({ success: true, deletedCount: 2, message: expect.any(String) });
      const left = await db.query(`SELECT id FROM businesses`);
      expect(left.map((r: { id: number }) => r.id)).toEqual([c.id]);
      expect(await categoryCount('restaurant')).toBe(1);
    });

    it('deletes every business with hours and amenities on confirm=all', async () => {
      await createBusiness(app, { hours: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '10:00', isClosed: false }] });
      await createBusiness(app, { amenities: [{ amenityType: 'Parking', hasAmenity: true }] });
      await refresh();
      const res = await admin.delete('/api/admin/businesses?confirm=all').expect(200);
      expect(res.body).toMatchObject({ success: true, deletedCount: 2 });
      for (const table of ['businesses', 'business_hours', 'business_amenities', 'category_stats']) {
        expect(await db.query(`SELECT 1 FROM ${table}`)).toHaveLength(0);
      }
      const stats = await admin.get('/api/admin/stats').expect(200);
      expect(stats.body.totalBusinesses).toBe(0);
    });

    it.each([
      ['neither ids nor confirm', ''],
      ['confirm other than all', '?confirm=yes'],
      ['ids that are not numbers', '?ids=1,abc'],
      ['an empty id list', '?ids=,'],
      ['both ids and confirm=all', '?ids=1&confirm=all'],
    ])('answers 400 and deletes nothing for %s', async (_, query) => {
      await createBusiness(app);
      await admin.delete(`/api/admin/businesses${query}`).expect(400);
      expect(await db.query(`SELECT 1 FROM businesses`)).toHaveLength(1);
    });
  });
});
