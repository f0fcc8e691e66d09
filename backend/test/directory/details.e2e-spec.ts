import { countryName } from '../../src/common/country-names.js';
import { CARD_FIELDS, PARIS_FR, seedBusinesses, useWorldApp } from './directory-fixtures.js';

interface Card {
  name: string;
  reviewCount: number;
}

describe('public detail pages (docs/behaviour.md §3)', () => {
  const { ctx, get } = useWorldApp();
  const names = (res: { body: { businesses: Card[] } }) => res.body.businesses.map((b) => b.name);

  describe('GET /api/countries/{slug}', () => {
    it('answers the country with all its cities and categories, ordered', async () => {
      const res = await get('/api/countries/germany').expect(200);
      expect(res.body).toEqual({
        country: 'Germany',
        countryCode: 'DE',
        slug: 'germany',
        businessCount: 5,
        cityCount: 2,
        categoryCount: 2,
        topCities: [
          { city: 'Berlin', citySlug: 'berlin', count: 3 },
          { city: 'Munich', citySlug: 'munich', count: 1 },
        ],
        topCategories: [
          { category: 'Restaurant', slug: 'restaurant', count: 4 },
          { category: 'Bakery', slug: 'bakery', count: 1 },
        ],
      });
    });

    it('takes the alpha-2 code in any case and common names', async () => {
      const bySlug = (await get('/api/countries/germany').expect(200)).body;
      for (const param of ['DE', 'de', 'De'])
        expect((await get(`/api/countries/${param}`).expect(200)).body).toEqual(bySlug);
      expect((await get('/api/countries/united-states').expect(200)).body.countryCode).toBe('US');
      expect((await get('/api/countries/turkey').expect(200)).body.slug).toBe('turkiye');
    });

    it('answers 404 for an unknown country and for one without approved businesses', async () => {
      for (const param of ['atlantis', 'jp', 'xx']) {
        const res = await get(`/api/countries/${param}`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Country not found', error: 'Not Found' });
      }
    });

    it('lists a country’s cities shaped like /api/cities', async () => {
      const res = await get('/api/countries/fr/cities').expect(200);
      expect(res.body).toEqual({
        cities: [PARIS_FR],
        page: 1,
        limit: 12,
        total: 1,
        totalPages: 1,
        totalBusinesses: 3,
      });
      const missing = await get('/api/countries/atlantis/cities').expect(404);
      expect(missing.body).toEqual({ statusCode: 404, message: 'Country not found', error: 'Not Found' });
    });
  });

  describe('GET /api/categories/{slug}', () => {
    it('answers the category with its top countries and a page of cards, most reviewed first', async () => {
      const res = await get('/api/categories/restaurant?page=1&limit=2').expect(200);
      expect(res.body).toMatchObject({
        category: 'Restaurant',
        slug: 'restaurant',
        businessCount: 5,
        countryCount: 2,
        topCountries: [
          { country: 'Germany', countryCode: 'DE', slug: 'germany', count: 4 },
          { country: 'France', countryCode: 'FR', slug: 'france', count: 1 },
        ],
        page: 1,
        limit: 2,
        totalPages: 3,
      });
      expect(names(res)).toEqual(['Alpha Grill', 'Beta Bistro']);
      expect(Object.keys(res.body.businesses[0]).sort()).toEqual(CARD_FIELDS);
      expect(res.body.businesses[0]).toMatchObject({
        category: 'Restaurant',
        categorySlug: 'restaurant',
        rating: 4,
        reviewCount: 50,
      });
    });

    it('lists the 15 top countries, ties at the cut broken by name', async () => {
      const codes = ['NO', 'SE', 'FI', 'DK', 'IS', 'EE', 'LV', 'LT', 'PL', 'CZ', 'SK', 'HU', 'AT', 'CH', 'BE', 'NL'];
      await seedBusinesses(ctx.app, [
        { name: 'Tea Twice A', category: 'Tea House', countryCode: 'JP', city: 'Kyoto' },
        { name: 'Tea Twice B', category: 'Tea House', countryCode: 'JP', city: 'Kyoto' },
        ...codes.map((countryCode, i) => ({ name: `Tea ${i}`, category: 'Tea House', countryCode, city: `Town ${i}` })),
      ]);
      const res = await get('/api/categories/tea-house').expect(200);
      expect(res.body.countryCount).toBe(17);
      const top = res.body.topCountries as Array<{ countryCode: string; count: number }>;
      expect(top).toHaveLength(15);
      expect(top[0]).toEqual({ country: 'Japan', countryCode: 'JP', slug: 'japan', count: 2 });
      const collator = new Intl.Collator('en');
      const byName = [...codes].sort((a, b) => collator.compare(countryName(a).name, countryName(b).name));
      expect(top.slice(1).map((c) => c.countryCode)).toEqual(byName.slice(0, 14));
    });

    it('hides unapproved businesses from the category page', async () => {
      const res = await get('/api/categories/restaurant?limit=100').expect(200);
      expect(names(res)).not.toContain('Hidden Restaurant');
      expect(res.body.businesses).toHaveLength(5);
    });

    it('shows the last page, and clamps pages and limits out of range', async () => {
      expect(names(await get('/api/categories/restaurant?page=3&limit=2').expect(200))).toEqual(['Epsilon Brasserie']);
      const past = await get('/api/categories/restaurant?page=99&limit=2').expect(200);
      expect(past.body).toMatchObject({ page: 3, limit: 2, totalPages: 3 });
      expect(names(past)).toEqual(['Epsilon Brasserie']);
      expect((await get('/api/categories/restaurant?page=0&limit=0').expect(200)).body).toMatchObject({
        page: 1,
        limit: 1,
        totalPages: 5,
      });
      expect((await get('/api/categories/restaurant?page=-3&limit=1000').expect(200)).body).toMatchObject({
        page: 1,
        limit: 100,
      });
      expect((await get('/api/categories/restaurant').expect(200)).body).toMatchObject({
        page: 1,
        limit: 12,
        totalPages: 1,
      });
    });

    it('answers 400 for a page or limit that is not a number', async () => {
      const res = await get('/api/categories/restaurant?page=abc&limit=x2').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: ['page must be a number', 'limit must be a number'],
        errors: { page: 'page must be a number', limit: 'limit must be a number' },
      });
    });

    it('answers 404 for an unknown category and one with unapproved businesses only', async () => {
      for (const slug of ['plumber', 'secret']) {
        const res = await get(`/api/categories/${slug}`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'Category not found', error: 'Not Found' });
      }
    });
  });

  describe('GET /api/cities/{countryCode}/{citySlug}', () => {
    it('answers the city with its top categories and a page of cards', async () => {
      const res = await get('/api/cities/fr/paris?limit=2').expect(200);
      expect(res.body).toMatchObject({
        ...PARIS_FR,
        topCategories: [
          { category: 'Cafe', slug: 'cafe', count: 2 },
          { category: 'Restaurant', slug: 'restaurant', count: 1 },
        ],
        page: 1,
        limit: 2,
        totalPages: 2,
      });
      expect(names(res)).toEqual(['Café de Flore', 'Les Deux Magots']);
      expect(names(await get('/api/cities/fr/paris?limit=2&page=2').expect(200))).toEqual(['Epsilon Brasserie']);
    });

    it('takes the country as code in any case or as its slug, and tells same-named cities apart', async () => {
      expect((await get('/api/cities/FR/Paris').expect(200)).body.businessCount).toBe(3);
      expect((await get('/api/cities/france/paris').expect(200)).body.businessCount).toBe(3);
      expect(names(await get('/api/cities/us/paris').expect(200))).toEqual(['Paris Coffee']);
    });

    it('hides unapproved businesses from the city page', async () => {
      const res = await get('/api/cities/de/berlin').expect(200);
      expect(res.body.businessCount).toBe(3);
      expect(names(res)).toEqual(['Alpha Grill', 'Beta Bistro', 'Gamma Diner']);
    });

    it('answers 404 for an unknown city or country', async () => {
      for (const path of ['/api/cities/de/atlantis', '/api/cities/xx/berlin', '/api/cities/fr/berlin']) {
        const res = await get(path).expect(404);
        expect(res.body).toEqual({ statusCode: 404, message: 'City not found', error: 'Not Found' });
      }
    });
  });

  describe('paging a large group (index-only pages, counted from the end past the middle)', () => {
    const reviews = [9, 9, 9, 8, 7, 7, 6, 5, 5, 5, 4, 3, 3, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0];

    beforeAll(async () => {
      await seedBusinesses(
        ctx.app,
        reviews.map((reviewCount, i) => ({ name: `Florist ${i}`, category: 'Florist', city: 'Hamburg', reviewCount })),
      );
    });

    it('gives every page, the last included, in the order review count desc, then id', async () => {
      const all = (await get('/api/categories/florist?limit=100').expect(200)).body.businesses as Array<
        Card & { id: number }
      >;
      expect(all.map((b) => b.reviewCount)).toEqual(reviews);
      const ids = all.map((b) => b.id);
      expect(ids.slice(0, 3)).toEqual([...ids.slice(0, 3)].sort((a, b) => a - b));
      for (const limit of [1, 4, 5, 7]) {
        const pages = Math.ceil(reviews.length / limit);
        for (let page = 1; page <= pages; page++) {
          const [category, city] = await Promise.all([
            get(`/api/categories/florist?limit=${limit}&page=${page}`).expect(200),
            get(`/api/cities/de/hamburg?limit=${limit}&page=${page}`).expect(200),
          ]);
          const expected = ids.slice((page - 1) * limit, page * limit);
          expect(category.body.businesses.map((b: { id: number }) => b.id)).toEqual(expected);
          expect(city.body.businesses.map((b: { id: number }) => b.id)).toEqual(expected);
          expect(category.body.totalPages).toBe(pages);
        }
      }
    });
  });
});
