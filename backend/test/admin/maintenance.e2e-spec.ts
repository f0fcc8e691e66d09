import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { businessSlug } from '@directory/shared';
import type { Cache } from 'cache-manager';
import { FIX_SLUGS_CHECKPOINT_KEY } from '../../src/admin/slug-repair.repository.js';
import { slugCandidates, SlugRepairService } from '../../src/admin/slug-repair.service.js';
import { DataVersionService } from '../../src/cache/data-version.service.js';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { useTestApp } from '../support/test-app.js';

describe('admin maintenance', () => {
  const ctx = useTestApp({ admin: true });

  describe('stats, categories and country codes', () => {
    beforeEach(async () => {
      await createBusiness(ctx.app, { category: 'Bakery', countryCode: 'DE', city: 'Berlin' });
      await createBusiness(ctx.app, { category: 'bakery', countryCode: 'FR', city: 'Paris' });
      await createBusiness(ctx.app, { category: 'Garage', countryCode: 'TR', city: 'Ankara', isApproved: false });
      await createBusiness(ctx.app, { category: 'Florist', countryCode: 'DE', city: 'Berlin', isApproved: false });
      await ctx.app.get(DataChangesService).bulkChanged('test-setup');
    });

    it('counts every business, approved and pending, with real figures', async () => {
      const res = await ctx.admin.get('/api/admin/stats').expect(200);
      expect(res.body).toEqual({
        totalBusinesses: 4,
        approvedBusinesses: 2,
        pendingBusinesses: 2,
        totalCategories: 3,
        totalCountries: 3,
        totalCities: 3,
        categories: expect.arrayContaining([
          { category: 'Bakery', count: 2 },
          { category: 'Garage', count: 1 },
          { category: 'Florist', count: 1 },
        ]),
        accounts: 0,
        newAccountsByDay: expect.any(Array),
        pendingReviews: 0,
        publishedReviews: 0,
        newReviewsByDay: expect.any(Array),
        openChangeRequests: 0,
        openClaims: 0,
      });
      expect(res.body.newAccountsByDay).toHaveLength(30);
      expect(res.body.newAccountsByDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 0 });
      expect(res.body.categories[0]).toEqual({ category: 'Bakery', count: 2 });
    });

    it('lists categories with slugs and country codes, pending ones included', async () => {
      const categories = await ctx.admin.get('/api/admin/categories').expect(200);
      expect(categories.body).toEqual([
        { category: 'Bakery', slug: 'bakery', count: 2 },
        { category: 'Florist', slug: 'florist', count: 1 },
        { category: 'Garage', slug: 'garage', count: 1 },
      ]);
      await ctx.admin.get('/api/admin/country-codes').expect(200, ['DE', 'FR', 'TR']);
    });
  });

  describe('category search for the filter', () => {
    beforeEach(async () => {
      for (const category of ['Café', 'Café', 'Internet Cafe', 'Çiçekçi', 'Bakery'])
        await createBusiness(ctx.app, { category });
      await createBusiness(ctx.app, { category: 'Cafeteria', isApproved: false });
      await ctx.app.get(DataChangesService).bulkChanged('test-setup');
    });

    it('finds categories holding the text, case and accents aside, largest first', async () => {
      const res = await ctx.admin.get('/api/admin/categories?q=CAFE').expect(200);
      expect(res.body).toEqual([
        { category: 'Café', slug: 'cafe', count: 2 },
        { category: 'Cafeteria', slug: 'cafeteria', count: 1 },
        { category: 'Internet Cafe', slug: 'internet-cafe', count: 1 },
      ]);
      const accented = await ctx.admin.get(`/api/admin/categories?q=${encodeURIComponent('ÇİÇEK')}`).expect(200);
      expect(accented.body.map((c: { slug: string }) => c.slug)).toEqual(['cicekci']);
    });

    it('answers at most limit categories and refuses a limit that is not a positive number', async () => {
      const res = await ctx.admin.get('/api/admin/categories?q=caf&limit=1').expect(200);
      expect(res.body).toEqual([{ category: 'Café', slug: 'cafe', count: 2 }]);
      await ctx.admin.get('/api/admin/categories?limit=0').expect(400);
      await ctx.admin.get('/api/admin/categories?limit=abc').expect(400);
    });
  });

  describe('test data', () => {
    it('counts and deletes businesses whose place_id starts with "test" in any case', async () => {
      await createBusiness(ctx.app, { placeId: 'test_1' });
      await createBusiness(ctx.app, {
        placeId: 'TEST-2',
        hours: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '10:00', isClosed: false }],
      });
      await createBusiness(ctx.app, { placeId: 'TeSt3' });
      const keep = await createBusiness(ctx.app, { placeId: 'ChIJ-test-not-prefix' });
      await ctx.app.get(DataChangesService).bulkChanged('test-setup');
      await ctx.admin.get('/api/admin/test-data/count').expect(200, { count: 3 });
      const res = await ctx.admin.delete('/api/admin/test-data').expect(200);
      expect(res.body).toEqual({ success: true, deletedCount: 3, message: expect.any(String) });
      expect((await ctx.db.query(`SELECT id FROM businesses`)).map((r: { id: number }) => r.id)).toEqual([keep.id]);
      expect(await ctx.db.query(`SELECT 1 FROM business_hours`)).toHaveLength(0);
      await ctx.admin.get('/api/admin/test-data/count').expect(200, { count: 0 });
      const [stats] = await ctx.db.query(`SELECT sum(business_count)::int AS n FROM country_stats`);
      expect(stats.n).toBe(1);
    });

    it('reports zero when there is none', async () => {
      await createBusiness(ctx.app, { placeId: 'ChIJreal' });
      const res = await ctx.admin.delete('/api/admin/test-data').expect(200);
      expect(res.body.deletedCount).toBe(0);
    });
  });

  describe('fix-slugs', () => {
    it('repairs empty, malformed, foreign-suffix and upper-case slugs and leaves sound ones alone', async () => {
      const sound = await createBusiness(ctx.app, { name: 'Sound Cafe', placeId: 'ChIJsound' });
      const empty = await createBusiness(ctx.app, { name: 'Empty Slug', placeId: 'ChIJempty' });
      const malformed = await createBusiness(ctx.app, { name: 'Çay Bahçesi', placeId: 'ChIJcay' });
      const legacy = await createBusiness(ctx.app, { name: 'Coffee Berlin', placeId: 'ChIJlegacy' });
      const upper = await createBusiness(ctx.app, { name: 'Upper', placeId: 'ChIJupper' });
      await ctx.db.query(`UPDATE businesses SET slug = '' WHERE id = $1`, [empty.id]);
      await ctx.db.query(`UPDATE businesses SET slug = 'çay bahçesi!!' WHERE id = $1`, [malformed.id]);
      await ctx.db.query(`UPDATE businesses SET slug = 'coffee-berlin' WHERE id = $1`, [legacy.id]);
      await ctx.db.query(`UPDATE businesses SET slug = $2 WHERE id = $1`, [
        upper.id,
        businessSlug('Upper', 'ChIJupper').toUpperCase(),
      ]);
      const versionBefore = await ctx.app.get(DataVersionService).current();

      const res = await ctx.admin.post('/api/admin/fix-slugs').expect(200);
      expect(res.body).toEqual({
        success: true,
        successCount: 4,
        checkpointEnabled: true,
        totalProcessed: 5,
        message: expect.any(String),
      });
      const slugs = Object.fromEntries(
        (await ctx.db.query(`SELECT id, slug FROM businesses`)).map((r: { id: number; slug: string }) => [
          r.id,
          r.slug,
        ]),
      );
      expect(slugs[sound.id]).toBe(sound.slug);
      expect(slugs[empty.id]).toBe(businessSlug('Empty Slug', 'ChIJempty'));
      expect(slugs[malformed.id]).toBe(businessSlug('Çay Bahçesi', 'ChIJcay'));
      expect(slugs[malformed.id]).toMatch(/^cay-bahcesi-[a-z0-9]{6}$/);
      expect(slugs[legacy.id]).toBe(businessSlug('Coffee Berlin', 'ChIJlegacy'));
      expect(slugs[upper.id]).toBe(businessSlug('Upper', 'ChIJupper'));
      expect(await ctx.app.get(DataVersionService).current()).toBeGreaterThan(versionBefore);

      const again = await ctx.admin.post('/api/admin/fix-slugs').expect(200);
      expect(again.body).toMatchObject({ successCount: 0, totalProcessed: 5 });
    });

    it('settles clashes deterministically: a slug another row still holds is never taken, the next alternative is', async () => {
      const a = await createBusiness(ctx.app, { name: 'Twin', placeId: 'ChIJtwin-a' });
      const b = await createBusiness(ctx.app, { name: 'Twin', placeId: 'ChIJtwin-b' });
      const setSlugs = async (slugA: string, slugB: string) => {
        await ctx.db.query(`UPDATE businesses SET slug = 'tmp-' || id`);
        await ctx.db.query(`UPDATE businesses SET slug = $2 WHERE id = $1`, [a.id, slugA]);
        await ctx.db.query(`UPDATE businesses SET slug = $2 WHERE id = $1`, [b.id, slugB]);
      };
      const slugsById = async () =>
        Object.fromEntries(
          (await ctx.db.query(`SELECT id, slug FROM businesses`)).map((r: { id: number; slug: string }) => [
            r.id,
            r.slug,
          ]),
        );
      const [canonicalA, alternativeA] = slugCandidates('Twin', 'ChIJtwin-a');

      // B wrongly holds A's slug. In one batch both are repaired and A gets its own slug back.
      await setSlugs('broken-a', canonicalA!);
      const res = await ctx.admin.post('/api/admin/fix-slugs').expect(200);
      expect(res.body.successCount).toBe(2);
      expect(await slugsById()).toEqual({ [a.id]: canonicalA, [b.id]: businessSlug('Twin', 'ChIJtwin-b') });

      // One row per batch: when A is repaired, B (a later batch) still holds the slug, so A takes the first alternative.
      await setSlugs('broken-a', canonicalA!);
      await ctx.app.get(SlugRepairService).run({ batchSize: 1 });
      expect(await slugsById()).toEqual({ [a.id]: alternativeA, [b.id]: businessSlug('Twin', 'ChIJtwin-b') });
      // The alternative counts as sound: a further run changes nothing.
      expect((await ctx.admin.post('/api/admin/fix-slugs').expect(200)).body.successCount).toBe(0);
    });

    it('resumes from its checkpoint after being stopped halfway', async () => {
      const rows = [];
      for (let i = 0; i < 10; i++)
        rows.push(await createBusiness(ctx.app, { name: `Resume ${i}`, placeId: `ChIJresume${i}` }));
      await ctx.db.query(`UPDATE businesses SET slug = 'broken-' || id`);
      const slugs = ctx.app.get(SlugRepairService);

      const partial = await slugs.run({ batchSize: 3, maxBatches: 2 });
      expect(partial).toMatchObject({ completed: false, totalProcessed: 6, successCount: 6 });
      const checkpoint = await slugs.checkpoint();
      expect(checkpoint).toMatchObject({ lastId: rows[5]!.id, processed: 6, fixed: 6 });
      const [stored] = await ctx.db.query(`SELECT value FROM app_state WHERE key = $1`, [FIX_SLUGS_CHECKPOINT_KEY]);
      expect(stored.value.lastId).toBe(rows[5]!.id);
      // Rows before the checkpoint are not examined again: break one and see it stay broken.
      await ctx.db.query(`UPDATE businesses SET slug = 'broken-again' WHERE id = $1`, [rows[0]!.id]);

      const res = await ctx.admin.post('/api/admin/fix-slugs').expect(200);
      expect(res.body).toMatchObject({ success: true, successCount: 10, totalProcessed: 10, checkpointEnabled: true });
      expect(res.body.message).toContain(String(rows[5]!.id));
      expect(await slugs.checkpoint()).toBeNull();
      const fixed = await ctx.db.query(`SELECT id, slug FROM businesses WHERE slug LIKE 'broken%' ORDER BY id`);
      expect(fixed).toEqual([{ id: rows[0]!.id, slug: 'broken-again' }]);
    });

    it('refuses a second run while one holds the lock', async () => {
      const runner = ctx.db.createQueryRunner();
      await runner.connect();
      try {
        await runner.query(`SELECT pg_advisory_lock(7263800202)`);
        await ctx.admin.post('/api/admin/fix-slugs').expect(409);
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(7263800202)`);
        await runner.release();
      }
    });
  });

  describe('clear-cache', () => {
    it('empties the shared cache store and bumps the data version', async () => {
      const cache = ctx.app.get<Cache>(CACHE_MANAGER);
      await cache.set('probe', 'cached', 60_000);
      const versionBefore = await ctx.app.get(DataVersionService).current();
      const res = await ctx.admin.post('/api/admin/clear-cache').expect(200);
      expect(res.body).toEqual({ success: true, message: expect.any(String) });
      expect(await cache.get('probe')).toBeUndefined();
      expect(await ctx.app.get(DataVersionService).current()).toBeGreaterThan(versionBefore);
    });
  });

  describe('contact messages and audit log', () => {
    it('lists contact messages newest first with paging', async () => {
      await ctx.db.query(
        `INSERT INTO contact_messages (name, email, subject, message, company, created_at)
         VALUES ('Ayşe', 'a@example.com', 'Hello', 'First', NULL, now() - interval '1 hour'),
                ('Bob', 'b@example.com', 'Re', 'Second', 'Bob Ltd', now())`,
      );
      const res = await ctx.admin.get('/api/admin/contact-messages?limit=1').expect(200);
      expect(res.body).toEqual({
        messages: [
          {
            id: expect.any(Number),
            name: 'Bob',
            email: 'b@example.com',
            company: 'Bob Ltd',
            phone: null,
            subject: 'Re',
            message: 'Second',
            createdAt: expect.any(String),
            readAt: null,
          },
        ],
        pagination: { page: 1, limit: 1, total: 2, totalPages: 2 },
      });
      await ctx.admin.get('/api/admin/contact-messages?page=x').expect(400);
    });

    it('lists the audit log newest first, filterable by action', async () => {
      await ctx.admin.post('/api/admin/clear-cache').expect(200);
      await ctx.admin.delete('/api/admin/test-data').expect(200);
      const all = await ctx.admin.get('/api/admin/audit-log').expect(200);
      expect(all.body.entries.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
        'test-data.deleted',
        'cache.cleared',
      ]);
      expect(all.body.entries[0]).toMatchObject({
        username: 'e2e-admin',
        adminUserId: expect.any(Number),
        ip: expect.any(String),
      });
      const filtered = await ctx.admin.get('/api/admin/audit-log?action=cache.cleared').expect(200);
      expect(filtered.body.entries.every((e: { action: string }) => e.action === 'cache.cleared')).toBe(true);
      expect(filtered.body.pagination.total).toBe(filtered.body.entries.length);
      await ctx.admin.get('/api/admin/audit-log?action=DROP%20TABLE').expect(400);
    });
  });
});
