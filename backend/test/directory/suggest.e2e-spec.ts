import request from 'supertest';
import { useTestApp } from '../support/test-app.js';
import { CARD_FIELDS, seedBusinesses } from './directory-fixtures.js';
import { SEARCH_WORLD } from './search-fixtures.js';

interface Suggestions {
  categories: Array<{ category: string; slug: string; count: number }>;
  cities: Array<{ city: string; citySlug: string; country: string; countryCode: string; count: number }>;
  businesses: Array<{ name: string }>;
}

describe('GET /api/suggest (docs/behaviour.md §3, §10)', () => {
  const ctx = useTestApp({ reset: 'once' });
  const suggest = async (query: Record<string, string>): Promise<Suggestions> =>
    (await request(ctx.app.getHttpServer()).get('/api/suggest').query(query).expect(200)).body;

  beforeAll(() => seedBusinesses(ctx.app, SEARCH_WORLD));

  it('answers from the first letter typed, at most 5 of each, in the contract shape', async () => {
    const res = await suggest({ q: 'p' });
    expect(Object.keys(res).sort()).toEqual(['businesses', 'categories', 'cities']);
    expect(res.categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['pharmacy', 'photographer', 'pub']));
    expect(res.businesses.length).toBeGreaterThan(0);
    expect(Object.keys(res.businesses[0] ?? {}).sort()).toEqual(CARD_FIELDS);
    for (const list of [res.categories, res.cities, res.businesses]) expect(list.length).toBeLessThanOrEqual(5);
  });

  it('suggests categories, cities and businesses matching what is typed so far', async () => {
    const res = await suggest({ q: 'bak' });
    expect(res.categories).toEqual([{ category: 'Bakery', slug: 'bakery', count: 2 }]);
    expect(res.businesses.map((b) => b.name)).toEqual(['Golden Crust Bakery', 'Padaria São Jorge']);
    const city = await suggest({ q: 'lond' });
    expect(city.cities).toEqual([
      { city: 'London', citySlug: 'london', country: 'United Kingdom', countryCode: 'GB', count: 2 },
    ]);
    expect((await suggest({ q: 'sao' })).cities.map((c) => c.city)).toEqual(['São Paulo']);
  });

  it('corrects typos as search does', async () => {
    expect((await suggest({ q: 'dentsit' })).businesses.map((b) => b.name)).toEqual(['Smile Dentist Studio']);
    expect((await suggest({ q: 'dentsit' })).categories.map((c) => c.slug)).toEqual(['dentist']);
    expect((await suggest({ q: 'londn' })).cities.map((c) => c.city)).toEqual(['London']);
  });

  it('keeps businesses within `where`', async () => {
    expect((await suggest({ q: 'hot', where: 'london' })).businesses.map((b) => b.name)).toEqual([
      'Grand Hotel Astoria',
    ]);
    expect((await suggest({ q: 'bakery', where: 'Paris' })).businesses).toEqual([]);
  });

  it('suggests nothing for no words or an unknown place', async () => {
    const empty: Array<Record<string, string>> = [
      {},
      { q: '' },
      { q: '  ' },
      { q: 'zzzzqqqq' },
      { q: 'hotel', where: 'atlantis' },
    ];
    for (const query of empty) {
      expect(await suggest(query)).toEqual({ categories: [], cities: [], businesses: [] });
    }
  });
});
