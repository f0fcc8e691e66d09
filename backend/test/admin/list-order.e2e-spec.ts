import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { useTestApp } from '../support/test-app.js';

const NAMES = [
  'Zeta Market',
  'Ḩamāh Sweets',
  'Šiauliai Books',
  'Şule Kuaför',
  'Apple Store',
  'Hotel Central',
  'Sun Bakery',
];

describe('GET /api/admin/businesses order', () => {
  const ctx = useTestApp({ admin: true, reset: 'once' });
  const names = async (query: Record<string, string>) =>
    (await ctx.admin.get('/api/admin/businesses').query(query).expect(200)).body.businesses.map(
      (b: { name: string }) => b.name,
    );

  beforeAll(async () => {
    for (const [i, name] of NAMES.entries())
      await createBusiness(ctx.app, {
        name,
        category: i % 2 ? 'Shop' : 'Food',
        countryCode: i % 3 ? 'TR' : 'LT',
        rating: [1, null, 2.5, 3, null, 4, 4.5][i],
        isApproved: i !== 2,
      });
    await ctx.app.get(DataChangesService).bulkChanged('test-setup');
  });

  it('sorts names with their base letters (ICU), not accented letters after Z', async () => {
    const expected = [
      'Apple Store',
      'Ḩamāh Sweets',
      'Hotel Central',
      'Šiauliai Books',
      'Şule Kuaför',
      'Sun Bakery',
      'Zeta Market',
    ];
    expect(await names({ sortBy: 'name' })).toEqual(expected);
    expect(await names({ sortBy: 'name', sortOrder: 'desc' })).toEqual([...expected].reverse());
    expect(await names({ sortBy: 'name', country: 'TR' })).toEqual(expected.filter((n) => NAMES.indexOf(n) % 3 !== 0));
    expect(await names({ sortBy: 'name', category: 'shop' })).toEqual(
      expected.filter((n) => NAMES.indexOf(n) % 2 === 1),
    );
    expect(await names({ sortBy: 'name', approved: 'false' })).toEqual(['Šiauliai Books']);
  });

  it('puts unrated businesses last whichever way ratings are sorted', async () => {
    const asc = await names({ sortBy: 'rating', sortOrder: 'asc' });
    const desc = await names({ sortBy: 'rating', sortOrder: 'desc' });
    expect(asc.slice(-2).sort()).toEqual(['Apple Store', 'Ḩamāh Sweets']);
    expect(desc.slice(-2).sort()).toEqual(['Apple Store', 'Ḩamāh Sweets']);
    expect(asc.slice(0, 5)).toEqual(['Zeta Market', 'Šiauliai Books', 'Şule Kuaför', 'Hotel Central', 'Sun Bakery']);
    expect(desc.slice(0, 5)).toEqual([...asc.slice(0, 5)].reverse());
  });

  it('pages without overlap and counts every match', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) => {
        const res = await ctx.admin
          .get('/api/admin/businesses')
          .query({ sortBy: 'reviewCount', limit: 2, page })
          .expect(200);
        expect(res.body.pagination).toMatchObject({ total: 7, totalPages: 4, limit: 2, page });
        return res.body.businesses.map((b: { id: number }) => b.id);
      }),
    );
    expect(new Set(pages.flat()).size).toBe(7);
  });
});
