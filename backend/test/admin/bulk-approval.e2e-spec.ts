import request from 'supertest';
import { DataVersionService } from '../../src/cache/data-version.service.js';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { useTestApp } from '../support/test-app.js';

/** `POST /api/admin/businesses/approval` (docs/behaviour.md §4): approve or unapprove many at once. */
describe('POST /api/admin/businesses/approval', () => {
  const ctx = useTestApp({ admin: true });
  const approval = (body: unknown) => ctx.admin.post('/api/admin/businesses/approval').send(body as object);
  const approvedIds = async (): Promise<number[]> =>
    (await ctx.db.query(`SELECT id FROM businesses WHERE is_approved ORDER BY id`)).map((r: { id: number }) => r.id);
  const seed = () =>
    seedBusinesses(ctx.app, [
      { name: 'Bekleyen Fırın', placeId: 'ChIJpending1', category: 'Bakery', isApproved: false },
      { name: 'Bekleyen Kafe', placeId: 'ChIJpending2', category: 'Cafe', isApproved: false },
      { name: 'Bekleyen Berber', placeId: 'ChIJpending3', category: 'Barber', isApproved: false },
      { name: 'Yayındaki Lokanta', placeId: 'ChIJlive1', category: 'Restaurant' },
    ]);

  it('approves several at once, counting only the ones that changed', async () => {
    const [a, b, c, live] = await seed();
    const res = await approval({ ids: [a.id, b.id, live.id], approved: true }).expect(200);
    expect(res.body).toEqual({ success: true, updated: 2 });
    expect(await approvedIds()).toEqual([a.id, b.id, live.id]);
    expect(c.isApproved).toBe(false);
  });

  it('unapproves several at once', async () => {
    const [a, , , live] = await seed();
    await approval({ ids: [a.id], approved: true }).expect(200);
    const res = await approval({ ids: [a.id, live.id, a.id], approved: false }).expect(200);
    expect(res.body).toEqual({ success: true, updated: 2 });
    expect(await approvedIds()).toEqual([]);
  });

  it('makes approved businesses public and unapproved ones 404 at once (caches invalidated)', async () => {
    const [a, , , live] = await seed();
    const publicGet = (slug: string) => request(ctx.app.getHttpServer()).get(`/api/businesses/${slug}`);
    await publicGet(a.slug).expect(404);
    await publicGet(live.slug).expect(200);
    const category = async (slug: string) =>
      (await ctx.db.query(`SELECT business_count FROM category_stats WHERE category_slug = $1`, [slug]))[0];
    const versionBefore = await ctx.app.get(DataVersionService).current();

    await approval({ ids: [a.id], approved: true }).expect(200);
    expect((await publicGet(a.slug).expect(200)).body.name).toBe('Bekleyen Fırın');
    expect(Number((await category('bakery'))?.business_count)).toBe(1);
    expect(await ctx.app.get(DataVersionService).current()).toBeGreaterThan(versionBefore);

    await approval({ ids: [live.id], approved: false }).expect(200);
    await publicGet(live.slug).expect(404);
    expect(await category('restaurant')).toBeUndefined();
  });

  it('writes one audit entry naming the businesses it changed', async () => {
    const [a, b] = await seed();
    await approval({ ids: [b.id, a.id], approved: true }).expect(200);
    await approval({ ids: [a.id], approved: false }).expect(200);
    const log = await ctx.admin.get('/api/admin/audit-log').expect(200);
    const entries = log.body.entries.filter((e: { action: string }) => e.action.startsWith('businesses.'));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'businesses.unapproved',
        username: 'e2e-admin',
        details: { ids: [a.id], names: ['Bekleyen Fırın'], updatedCount: 1 },
      }),
      expect.objectContaining({
        action: 'businesses.approved',
        username: 'e2e-admin',
        details: { ids: [a.id, b.id], names: ['Bekleyen Fırın', 'Bekleyen Kafe'], updatedCount: 2 },
      }),
    ]);
  });

  it.each([
    ['no body', undefined, 'ids'],
    ['an empty list', { ids: [], approved: true }, 'ids'],
    ['ids that are not a list', { ids: '1,2', approved: true }, 'ids'],
    ['an id as text', { ids: ['1'], approved: true }, 'ids'],
    ['a zero id', { ids: [0], approved: true }, 'ids'],
    ['a negative id', { ids: [-3], approved: true }, 'ids'],
    ['a fractional id', { ids: [1.5], approved: true }, 'ids'],
    ['no approved flag', { ids: [1] }, 'approved'],
    ['approved as text', { ids: [1], approved: 'true' }, 'approved'],
  ])('answers 400 for %s and changes nothing', async (_, body, field) => {
    const [a] = await seed();
    const res = await approval(body ?? {}).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(Array) });
    expect(res.body.errors).toHaveProperty([field]);
    expect(await approvedIds()).not.toContain(a.id);
  });

  it('accepts 1000 ids and refuses 1001 (the body limit), changing nothing then', async () => {
    const [a, b] = await seed();
    const others = Array.from({ length: 999 }, (_, i) => 100_000 + i);
    expect((await approval({ ids: [b.id, ...others, a.id], approved: true }).expect(400)).body).toMatchObject({
      statusCode: 400,
    });
    expect(await approvedIds()).not.toContain(a.id);
    expect((await approval({ ids: [a.id, ...others], approved: true }).expect(200)).body).toEqual({
      success: true,
      updated: 1,
    });
  });

  it('answers 401 without a session and changes nothing', async () => {
    const [a] = await seed();
    await request(ctx.app.getHttpServer())
      .post('/api/admin/businesses/approval')
      .send({ ids: [a.id], approved: true })
      .expect(401);
    expect(await approvedIds()).not.toContain(a.id);
  });

  it('answers 403 to a foreign Origin even with a session and changes nothing', async () => {
    const [a] = await seed();
    await ctx.admin
      .post('/api/admin/businesses/approval')
      .set('Origin', 'https://evil.example')
      .send({ ids: [a.id], approved: true })
      .expect(403);
    expect(await approvedIds()).not.toContain(a.id);
  });
});
