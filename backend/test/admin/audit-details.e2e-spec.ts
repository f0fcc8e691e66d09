import type { AuditEntry } from '@directory/shared';
import { createBusiness } from '../factories/business.factory.js';
import { useTestApp } from '../support/test-app.js';

/** docs/behaviour.md "Audit log": what each entry carries for a reader. */
describe('audit log details', () => {
  const ctx = useTestApp({ admin: true });

  async function entries(action: string): Promise<AuditEntry[]> {
    const res = await ctx.admin.get(`/api/admin/audit-log?action=${action}`).expect(200);
    return res.body.entries as AuditEntry[];
  }

  it('writes the before and after values of the fields an edit changed, and only those', async () => {
    const business = await createBusiness(ctx.app, {
      name: 'Kahve Durağı',
      phone: '+90 212 000 00 00',
      hours: [
        { dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false },
        { dayOfWeek: 2, openTime: '09:00', closeTime: '17:00', isClosed: false },
      ],
    });
    await ctx.admin
      .put(`/api/admin/businesses/${business.id}`)
      .send({
        phone: '+90 212 111 11 11',
        // Same as before: listed in the request, not a change.
        name: 'Kahve Durağı',
        hours: [
          { dayOfWeek: 1, openTime: '09:00', closeTime: '18:00' },
          { dayOfWeek: 2, openTime: '09:00', closeTime: '17:00' },
        ],
      })
      .expect(200);
    const [entry] = await entries('business.updated');
    expect(entry.details).toMatchObject({ id: business.id, name: 'Kahve Durağı' });
    expect(entry.details?.changes).toEqual({
      phone: { from: '+90 212 000 00 00', to: '+90 212 111 11 11' },
      hours: { from: { 1: '09:00–17:00' }, to: { 1: '09:00–18:00' } },
    });
  });

  it('names the businesses a bulk delete removed (the first 20) with the full count', async () => {
    const created = [];
    for (let i = 1; i <= 22; i++) created.push(await createBusiness(ctx.app, { name: `Silinen ${i}` }));
    await ctx.admin.delete(`/api/admin/businesses?ids=${created.map((b) => b.id).join(',')}`).expect(200);
    const [entry] = await entries('businesses.deleted');
    expect(entry.details?.deletedCount).toBe(22);
    expect(entry.details?.names).toEqual(created.slice(0, 20).map((b) => b.name));
  });

  it('logs every CSV export, by either route, with its file name and fields', async () => {
    await ctx.admin
      .post('/api/export-csv')
      .send({ selectedFields: ['name', 'city'], countryCode: 'TR' })
      .expect(200);
    await ctx.admin.get('/api/admin/export-csv?fields=name&countryCode=all').expect(200);
    const logged = await entries('export.csv');
    expect(logged.map((e) => e.details)).toEqual([
      {
        fileName: expect.stringMatching(/^businesses_export_\d{4}-\d{2}-\d{2}\.csv$/),
        countryCode: null,
        fields: ['name'],
      },
      {
        fileName: expect.stringMatching(/^businesses_TR_\d{4}-\d{2}-\d{2}\.csv$/),
        countryCode: 'TR',
        fields: ['name', 'city'],
      },
    ]);
    expect(logged[0].username).toBe('e2e-admin');
  });

  it('logs a sitemap regeneration asked for in the back office', async () => {
    await createBusiness(ctx.app);
    await ctx.admin.post('/api/admin/sitemaps/regenerate').expect(200);
    const [entry] = await entries('sitemaps.regenerated');
    expect(entry.username).toBe('e2e-admin');
    expect(entry.details).toMatchObject({ skipped: false, files: expect.any(Number), urlCount: expect.any(Number) });
  });
});
