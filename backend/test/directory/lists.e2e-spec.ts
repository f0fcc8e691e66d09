import { PARIS_FR, seedBusinesses, useWorldApp } from './directory-fixtures.js';

describe('public lists (docs/behaviour.md §3)', () => {
  const { ctx, get } = useWorldApp();

  describe('GET /api/categories', () => {
    it('lists approved categories by count, then name, with their average rating', async () => {
      const res = await get('/api/categories').expect(200);
      expect(res.body).toEqual([
        { category: 'Restaurant', slug: 'restaurant', count: 5, averageRating: 4.5 },
        { category: 'Cafe', slug: 'cafe', count: 3, averageRating: 4 },
        { category: 'Bakery', slug: 'bakery', count: 2, averageRating: 4.5 },
        { category: 'Çiçekçi', slug: 'cicekci', count: 1, averageRating: 4.5 },
      ]);
    });

    it('keeps names starting with the letter, in any case, transliterated (Çiçekçi is under C)', async () => {
      const upper = await get('/api/categories?letter=C').expect(200);
      const lower = await get('/api/categories?letter=c').expect(200);
      expect(upper.body.map((c: { slug: string }) => c.slug)).toEqual(['cafe', 'cicekci']);
      expect(lower.body).toEqual(upper.body);
      expect((await get('/api/categories?letter=x').expect(200)).body).toEqual([]);
    });

    it('answers 400 with the field error for a letter that is not A–Z', async () => {
      for (const letter of ['1', 'ab', '%C3%87']) {
        const res = await get(`/api/categories?letter=${letter}`).expect(400);
        expect(res.body).toMatchObject({
          statusCode: 400,
          error: 'Bad Request',
          errors: { letter: 'letter must be one letter A-Z' },
        });
      }
    });
  });

  it('GET /api/countries lists countries by business count with city and category counts', async () => {
    const res = await get('/api/countries').expect(200);
    expect(res.body).toEqual([
      { country: 'Germany', countryCode: 'DE', slug: 'germany', businessCount: 5, cityCount: 2, categoryCount: 2 },
      { country: 'France', countryCode: 'FR', slug: 'france', businessCount: 3, cityCount: 1, categoryCount: 2 },
      { country: 'Türkiye', countryCode: 'TR', slug: 'turkiye', businessCount: 2, cityCount: 1, categoryCount: 2 },
      {
        country: 'United States of America',
        countryCode: 'US',
        slug: 'united-states-of-america',
        businessCount: 1,
        cityCount: 1,
        categoryCount: 1,
      },
    ]);
  });

  describe('GET /api/cities', () => {
    it('pages cities by business count, then name; a business without a city is in none', async () => {
      const res = await get('/api/cities').expect(200);
      expect(res.body).toEqual({
        cities: [
          {
            city: 'Berlin',
            citySlug: 'berlin',
            country: 'Germany',
            countryCode: 'DE',
            businessCount: 3,
            categoryCount: 1,
          },
          PARIS_FR,
          {
            city: 'Istanbul',
            citySlug: 'istanbul',
            country: 'Türkiye',
            countryCode: 'TR',
            businessCount: 2,
            categoryCount: 2,
          },
          {
            city: 'Munich',
            citySlug: 'munich',
            country: 'Germany',
            countryCode: 'DE',
            businessCount: 1,
            categoryCount: 1,
          },
          {
            city: 'Paris',
            citySlug: 'paris',
            country: 'United States of America',
            countryCode: 'US',
            businessCount: 1,
            categoryCount: 1,
          },
        ],
        page: 1,
        limit: 12,
        total: 5,
        totalPages: 1,
        totalBusinesses: 10,
      });
    });

    it('filters by first letter', async () => {
      const res = await get('/api/cities?letter=P').expect(200);
      expect(res.body.cities.map((c: { countryCode: string; city: string }) => `${c.city}/${c.countryCode}`)).toEqual([
        'Paris/FR',
        'Paris/US',
      ]);
      expect(res.body).toMatchObject({ total: 2, totalBusinesses: 4 });
    });
  });

  it('GET /api/homepage-data has the top categories, countries and cities', async () => {
    const res = await get('/api/homepage-data').expect(200);
    expect(res.body.popularSearches).toEqual([
      { category: 'Restaurant', slug: 'restaurant', count: 5 },
      { category: 'Cafe', slug: 'cafe', count: 3 },
      { category: 'Bakery', slug: 'bakery', count: 2 },
      { category: 'Çiçekçi', slug: 'cicekci', count: 1 },
    ]);
    expect(res.body.topCountries).toEqual([
      { country: 'Germany', countryCode: 'DE', slug: 'germany', count: 5 },
      { country: 'France', countryCode: 'FR', slug: 'france', count: 3 },
      { country: 'Türkiye', countryCode: 'TR', slug: 'turkiye', count: 2 },
      { country: 'United States of America', countryCode: 'US', slug: 'united-states-of-america', count: 1 },
    ]);
    expect(res.body.topCities[0]).toEqual({ city: 'Berlin', citySlug: 'berlin', countryCode: 'DE', count: 3 });
    expect(res.body.topCities).toHaveLength(5);
    expect(res.body.totals).toEqual({ businesses: 11, countries: 4, cities: 5, categories: 4 });
  });

  it('homepage totals equal what the lists count', async () => {
    const { totals } = (await get('/api/homepage-data').expect(200)).body;
    const countries: Array<{ businessCount: number }> = (await get('/api/countries').expect(200)).body;
    expect(totals.businesses).toBe(countries.reduce((sum, c) => sum + c.businessCount, 0));
    expect(totals.countries).toBe(countries.length);
    expect(totals.categories).toBe((await get('/api/categories').expect(200)).body.length);
    expect(totals.cities).toBe((await get('/api/cities').expect(200)).body.total);
  });

  it('caps each homepage list at 40 entries', async () => {
    await seedBusinesses(
      ctx.app,
      Array.from({ length: 45 }, (_, i) => ({
        name: `Shop ${i}`,
        category: `Trade ${i}`,
        city: `Town ${i}`,
        countryCode: 'AT',
      })),
    );
    const res = await get('/api/homepage-data').expect(200);
    expect(res.body.popularSearches).toHaveLength(40);
    expect(res.body.topCities).toHaveLength(40);
    expect(res.body.popularSearches[0]).toEqual({ category: 'Restaurant', slug: 'restaurant', count: 5 });
  });
});
