import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { CityPage } from '@directory/shared';
import { createTestApp, resetData } from '../support/test-app.js';
import { seedBusinesses, WORLD } from './directory-fixtures.js';

/**
 * WORLD's cities (Berlin 3, Paris FR 3, Istanbul 2, Munich 1, Paris US 1) and: Köln 2, São Paulo 2,
 * Odense (DK, "de" in its name) 1, and 東京 1, whose name has no readable slug (as an import stores it).
 */
const MORE_CITIES = [
  { name: 'Dom Café', category: 'Cafe', countryCode: 'DE', city: 'Köln' },
  { name: 'Brauhaus', category: 'Restaurant', countryCode: 'DE', city: 'Köln' },
  { name: 'Padaria Real', category: 'Bakery', countryCode: 'BR', city: 'São Paulo' },
  { name: 'Bar do Zé', category: 'Restaurant', countryCode: 'BR', city: 'São Paulo' },
  { name: 'Havnekaffe', category: 'Cafe', countryCode: 'DK', city: 'Odense' },
  { name: 'Sushi Dai', category: 'Restaurant', countryCode: 'JP', city: '東京', citySlug: 'city-4e1c' },
];

const ALL = 9;

describe('paged city lists (docs/behaviour.md §3 /api/cities, /api/countries/{slug}/cities)', () => {
  let app: NestExpressApplication;
  const get = (path: string) => request(app.getHttpServer()).get(path);
  const page = async (path: string): Promise<CityPage> => (await get(path).expect(200)).body;
  const names = async (path: string) => (await page(path)).cities.map((c) => `${c.city}/${c.countryCode}`);

  beforeAll(async () => {
    app = await createTestApp();
    await resetData(app);
    await seedBusinesses(app, [...WORLD, ...MORE_CITIES]);
  });
  afterAll(() => app.close());

  describe('paging', () => {
    it('answers page, limit, total, totalPages and totalBusinesses of the whole list', async () => {
      const first = await page('/api/cities?limit=4');
      expect(first).toMatchObject({ page: 1, limit: 4, total: ALL, totalPages: 3, totalBusinesses: 16 });
      expect(first.cities.map((c) => c.city)).toEqual(['Berlin', 'Paris', 'Istanbul', 'Köln']);
      expect(Object.keys(first.cities[0]).sort()).toEqual(
        ['city', 'citySlug', 'country', 'countryCode', 'businessCount', 'categoryCount'].sort(),
      );
      expect((await page('/api/cities?limit=4&page=3')).cities).toHaveLength(1);
    });

    it('reads every page, front half and back half, in the order of the whole list', async () => {
      const whole = await names('/api/cities?limit=100');
      expect(whole).toHaveLength(ALL);
      for (const limit of [1, 2, 4]) {
        const pages: string[] = [];
        for (let n = 1; n <= Math.ceil(ALL / limit); n++)
          pages.push(...(await names(`/api/cities?limit=${limit}&page=${n}`)));
        expect(pages).toEqual(whole);
      }
    });

    it('clamps page and limit into range and shows the last page past the end', async () => {
      expect(await page('/api/cities?limit=0&page=0')).toMatchObject({ page: 1, limit: 1, totalPages: ALL });
      expect(await page('/api/cities?limit=500')).toMatchObject({ page: 1, limit: 100, totalPages: 1 });
      const last = await page('/api/cities?limit=4&page=99');
      expect(last).toMatchObject({ page: 3, limit: 4 });
      expect(last.cities).toHaveLength(1);
      expect(await page('/api/cities?limit=4.9&page=2.5')).toMatchObject({ page: 2, limit: 4 });
    });

    it('answers 400 for a page or limit that is not a number, on both lists', async () => {
      for (const path of ['/api/cities?page=abc', '/api/cities?limit=x', '/api/countries/de/cities?page=two']) {
        const res = await get(path).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      }
      expect((await get('/api/cities?page=abc').expect(400)).body.errors).toEqual({ page: 'page must be a number' });
      expect((await get('/api/cities?letter=1').expect(400)).body.errors).toEqual({
        letter: 'letter must be one letter A-Z',
      });
      expect((await get('/api/cities?q=a&q=b').expect(400)).body.errors).toEqual({ q: 'q must be text' });
    });
  });

  it('letter keeps names starting with it, in any case, transliterated', async () => {
    expect(await names('/api/cities?letter=k')).toEqual(['Köln/DE']);
    expect(await names('/api/cities?letter=S')).toEqual(['São Paulo/BR']);
    const p = await page('/api/cities?letter=p');
    expect(p.cities.map((c) => c.countryCode)).toEqual(['FR', 'US']);
    expect(p).toMatchObject({ total: 2, totalPages: 1, totalBusinesses: 4 });
  });

  describe('q', () => {
    it('finds a city name in any case and with or without accents', async () => {
      for (const q of ['koln', 'KÖLN', 'köln', 'Öln', ' koln '])
        expect(await names(`/api/cities?q=${encodeURIComponent(q)}`)).toEqual(['Köln/DE']);
      for (const q of ['sao', 'São', 'SAO PAULO', 'o paul'])
        expect(await names(`/api/cities?q=${encodeURIComponent(q)}`)).toEqual(['São Paulo/BR']);
    });

    it('finds the cities of a country by its name or its code', async () => {
      const germany = ['Berlin/DE', 'Köln/DE', 'Munich/DE'];
      expect(await names('/api/cities?q=germ')).toEqual(germany);
      expect(await names('/api/cities?q=T%C3%BCrk')).toEqual(['Istanbul/TR']);
      expect(await names('/api/cities?q=united%20states')).toEqual(['Paris/US']);
      // `de`: Germany by its code, and Odense (Denmark) by its name.
      const de = await page('/api/cities?q=de');
      expect(de.cities.map((c) => `${c.city}/${c.countryCode}`)).toEqual([...germany, 'Odense/DK']);
      expect(de).toMatchObject({ total: 4, totalBusinesses: 7 });
    });

    it('finds a name without a readable slug by the name itself', async () => {
      expect(await names(`/api/cities?q=${encodeURIComponent('東京')}`)).toEqual(['東京/JP']);
    });

    it('keeps every city for a blank q and none for an unknown one, and refuses one over 200 characters', async () => {
      expect((await page('/api/cities?q=%20%20')).total).toBe(ALL);
      expect(await page('/api/cities?q=atlantis')).toMatchObject({
        cities: [],
        page: 1,
        total: 0,
        totalPages: 0,
        totalBusinesses: 0,
      });
      expect((await page(`/api/cities?q=${'ab%25_'.repeat(50)}`)).total).toBe(0);
      const tooLong = await get(`/api/cities?q=${'ab%25_'.repeat(600)}`).expect(400);
      expect(tooLong.body.errors).toEqual({ q: 'q must be at most 200 characters' });
    });

    it('combines with letter and paging', async () => {
      const res = await page('/api/cities?q=germany&letter=m');
      expect(res.cities.map((c) => c.city)).toEqual(['Munich']);
      expect(await page('/api/cities?q=germany&limit=2&page=2')).toMatchObject({ page: 2, total: 3, totalPages: 2 });
    });
  });

  describe('GET /api/countries/{slug}/cities', () => {
    it('pages one country’s cities shaped like /api/cities, by slug or code in any case', async () => {
      const res = await page('/api/countries/germany/cities?limit=2');
      expect(res).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2, totalBusinesses: 6 });
      expect(res.cities.map((c) => c.city)).toEqual(['Berlin', 'Köln']);
      for (const code of ['DE', 'de', 'De']) expect(await page(`/api/countries/${code}/cities?limit=2`)).toEqual(res);
      expect(await names('/api/countries/de/cities?page=2&limit=2')).toEqual(['Munich/DE']);
    });

    it('filters by letter and q within the country', async () => {
      expect(await names('/api/countries/de/cities?letter=K')).toEqual(['Köln/DE']);
      expect(await names('/api/countries/de/cities?q=koln')).toEqual(['Köln/DE']);
      expect(await names('/api/countries/fr/cities?q=koln')).toEqual([]);
      expect((await page('/api/countries/de/cities?q=germany')).total).toBe(3);
    });

    it('answers 404 Country not found for an unknown country or one without businesses', async () => {
      for (const slug of ['atlantis', 'xx', 'it']) {
        const res = await get(`/api/countries/${slug}/cities`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Country not found', error: 'Not Found' });
      }
    });
  });

  it('homepage totals count the same cities as the list', async () => {
    const home = (await get('/api/homepage-data').expect(200)).body;
    const list = await page('/api/cities');
    expect(home.totals.cities).toBe(list.total);
    // WORLD's Nowhere Shop has no city: counted among businesses, in no city.
    expect(home.totals.businesses).toBe(list.totalBusinesses + 1);
    expect(home.totals).toEqual({ businesses: 17, countries: 7, cities: ALL, categories: 4 });
  });
});
