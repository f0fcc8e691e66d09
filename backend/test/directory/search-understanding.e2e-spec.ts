import request from 'supertest';
import type { BusinessOverrides } from '../factories/business.factory.js';
import { useTestApp } from '../support/test-app.js';
import { seedBusinesses } from './directory-fixtures.js';

const everyDay = (openTime: string, closeTime: string, isClosed = false) =>
  Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, openTime, closeTime, isClosed }));

const at = (city: string, countryCode: string, latitude: number, longitude: number) => ({
  city,
  countryCode,
  latitude,
  longitude,
});
const LONDON = at('London', 'GB', 51.51, -0.13);
const PARIS = at('Paris', 'FR', 48.86, 2.35);

/** One business per rule of docs/behaviour.md §10 "What people type is understood", and its near misses. */
const WORLD: BusinessOverrides[] = [
  { name: 'Napoli Slice', category: 'Pizza Restaurant', ...LONDON, reviewCount: 40, hours: everyDay('00:00', '23:59') },
  {
    name: 'Bella Forno',
    category: 'Pizza Restaurant',
    ...PARIS,
    reviewCount: 90,
    hours: everyDay('09:00', '17:00', true),
  },
  { name: 'Ace Exterminators', category: 'Pest Control Service', ...LONDON, reviewCount: 500 },
  { name: 'Siam Garden', category: 'Thai Restaurant', ...LONDON, reviewCount: 30 },
  { name: 'Soul Food Kitchen', category: 'Soul Food Restaurant', ...PARIS, reviewCount: 800 },
  { name: 'Kyoto Counter', category: 'Sushi Restaurant', ...PARIS, reviewCount: 25 },
  { name: 'The Corner Bar', category: 'Bar', ...LONDON, reviewCount: 700 },
  { name: 'Café Central', category: 'Cafe', ...PARIS, rating: 3.9, reviewCount: 10 },
  { name: 'Car Care Express', category: 'Auto Repair', ...LONDON, rating: 4.9, reviewCount: 900 },
  { name: 'Bean There', category: 'Coffee Shop', ...LONDON, rating: 4.0, reviewCount: 15 },
  { name: 'Sweet Coffee Cupcakes', category: 'Cupcake Shop', ...LONDON, rating: 4.8, reviewCount: 600 },
  { name: 'Sharp Cuts', category: 'Barber Shop', ...LONDON, reviewCount: 20 },
  { name: 'Shine Studio', category: 'Hair Salon', ...PARIS, reviewCount: 20 },
  { name: 'Hair Oil Supply', category: 'Beauty Supply Store', ...PARIS, reviewCount: 20 },
  { name: 'Green Cross', category: 'Pharmacy', ...LONDON, reviewCount: 20 },
  { name: 'Torque Works', category: 'Auto Repair', ...PARIS, reviewCount: 20 },
  { name: 'Paws Clinic', category: 'Veterinarian', ...LONDON, reviewCount: 20 },
  { name: 'Blossom Corner', category: 'Florist', ...PARIS, reviewCount: 20 },
  { name: 'Pedal Fix', category: 'Bicycle Repair Shop', ...LONDON, reviewCount: 20 },
  { name: 'Big Bun', category: 'Hamburger Restaurant', ...PARIS, reviewCount: 20 },
  { name: 'Page Turner', category: 'Book Store', ...LONDON, reviewCount: 20 },
  { name: 'Fresh Press', category: 'Dry Cleaner', ...PARIS, reviewCount: 20 },
  { name: 'Crumb Corner', category: 'Bakery', ...LONDON, reviewCount: 20 },
  { name: 'Isar Brezn', category: 'Bakery', ...at('Munich', 'DE', 48.14, 11.58), reviewCount: 20 },
  { name: 'Dom Kaffee', category: 'Cafe', ...at('Köln', 'DE', 50.94, 6.96), reviewCount: 20 },
];

interface Card {
  name: string;
  category: string;
  distanceKm?: number | null;
}
interface Answer {
  total: number;
  businesses: Card[];
  understood: { q: string; where: string; ignored: string[] };
}

describe('GET /api/search understands what people type (docs/behaviour.md §10)', () => {
  const ctx = useTestApp({ reset: 'once' });
  const search = async (query: Record<string, string>): Promise<Answer> =>
    (await request(ctx.app.getHttpServer()).get('/api/search').query(query).expect(200)).body as Answer;
  const names = async (query: Record<string, string>) => (await search(query)).businesses.map((b) => b.name);

  beforeAll(() => seedBusinesses(ctx.app, WORLD));

  describe('real words are never corrected', () => {
    it('reads `best pizza` as pizza, ignoring best, and never as pest', async () => {
      const answer = await search({ q: 'best pizza' });
      expect(answer.understood).toEqual({ q: 'pizza', where: '', ignored: ['best'] });
      expect(answer.businesses.map((b) => b.name).sort()).toEqual(['Bella Forno', 'Napoli Slice']);
    });

    it('keeps typo matches of a word below its exact matches in every sort: cafe is not car care', async () => {
      for (const sort of ['relevance', 'rating', 'reviews']) {
        const found = (await search({ q: 'cafe', sort })).businesses;
        expect(found[0]?.category).toBe('Cafe');
        expect(found.map((b) => b.name)).not.toContain('Car Care Express');
      }
    });

    it('still corrects a word that matches nothing and is no word', async () => {
      expect((await search({ q: 'pizzza' })).understood.q).toBe('pizza');
      expect(await names({ q: 'bakrey' })).toContain('Crumb Corner');
    });
  });

  describe('words without a subject are read as what they mean', () => {
    it('sorts `pizza near me` by distance from the visitor and says how far each is', async () => {
      const answer = await search({ q: 'pizza near me', lat: '48.85', lng: '2.35' });
      expect(answer.understood.ignored).toEqual(['near', 'me']);
      expect(answer.businesses.map((b) => b.name)).toEqual(['Bella Forno', 'Napoli Slice']);
      const [paris, london] = answer.businesses.map((b) => b.distanceKm as number);
      expect(paris).toBeLessThan(2);
      expect(london).toBeGreaterThan(330);
      expect(london).toBeLessThan(350);
    });

    it('answers `near me` without a position in relevance order, still ignoring the words', async () => {
      const answer = await search({ q: 'pizza near me' });
      expect(answer.total).toBe(2);
      expect(answer.understood.ignored).toEqual(['near', 'me']);
      expect(answer.businesses[0]).not.toHaveProperty('distanceKm');
    });

    it('reads `open now` as the filter', async () => {
      const answer = await search({ q: 'pizza open now' });
      expect(answer.businesses.map((b) => b.name)).toEqual(['Napoli Slice']);
      expect(answer.understood.ignored).toEqual(['open', 'now']);
    });

    it('reads `in {place}` as where, by its local name too', async () => {
      const answer = await search({ q: 'pizza in london' });
      expect(answer.understood).toEqual({ q: 'pizza', where: 'London', ignored: ['in'] });
      expect(answer.businesses.map((b) => b.name)).toEqual(['Napoli Slice']);
      expect(await names({ q: 'bakery in münchen' })).toEqual(['Isar Brezn']);
    });
  });

  describe('words that cannot all match are dropped, the least informative first', () => {
    it('finds Thai restaurants for `thai food` and sushi for `sushi bar`', async () => {
      expect(await names({ q: 'thai food' })).toEqual(['Siam Garden']);
      const sushi = await search({ q: 'sushi bar' });
      expect(sushi.businesses.map((b) => b.name)).toEqual(['Kyoto Counter']);
      expect(sushi.understood.ignored).toEqual(['bar']);
    });

    it('names a word that matches nothing at all', async () => {
      const answer = await search({ q: 'pizza qxzvw' });
      expect(answer.total).toBe(2);
      expect(answer.understood.ignored).toEqual(['qxzvw']);
    });
  });

  describe('synonyms and forms', () => {
    it.each([
      ['haircut', ['Sharp Cuts', 'Shine Studio']],
      ['chemist', ['Green Cross']],
      ['mechanic', ['Car Care Express', 'Torque Works']],
      ['vet', ['Paws Clinic']],
      ['flowers', ['Blossom Corner']],
      ['bike repair', ['Pedal Fix']],
      ['burger', ['Big Bun']],
      ['bookstore', ['Page Turner']],
      ['dry cleaning', ['Fresh Press']],
      ['bakeries', ['Crumb Corner', 'Isar Brezn']],
    ])('`%s` finds %j', async (q, expected) => {
      expect((await names({ q })).sort()).toEqual(expected);
    });
  });

  it('counts a synonym of categories as a plain count of those categories does, with minRating too', async () => {
    const facets = async (query: Record<string, string>) =>
      (
        (await request(ctx.app.getHttpServer()).get('/api/search').query(query).expect(200)).body as {
          facets: { categories: Array<{ slug: string; count: number }> };
        }
      ).facets.categories;
    const plain = async (minRating: number) =>
      ctx.db.query(
        `SELECT category_slug AS slug, count(*)::int AS count FROM businesses
         WHERE is_approved AND category_slug IN ('hair-salon', 'barber-shop') AND rating >= $1
         GROUP BY 1 ORDER BY 2 DESC, 1`,
        [minRating],
      );
    await ctx.db.query(`UPDATE businesses SET rating = 4.5 WHERE name = 'Sharp Cuts'`);
    await ctx.db.query(`UPDATE businesses SET rating = 3.0 WHERE name = 'Shine Studio'`);
    expect((await facets({ q: 'haircut' })).map(({ slug, count }) => ({ slug, count }))).toEqual(await plain(0));
    expect((await facets({ q: 'haircut', minRating: '4' })).map(({ slug, count }) => ({ slug, count }))).toEqual(
      await plain(4),
    );
  });

  it('ranks businesses of the kind asked for before those holding the word only in their name', async () => {
    // The cupcake shop has the most reviews and the best rating, but "coffee" is in its name only.
    expect(await names({ q: 'coffee' })).toEqual(['Bean There', 'Sweet Coffee Cupcakes']);
  });

  it('finds places by their local and English names', async () => {
    for (const where of ['München', 'munchen', 'Munich']) expect(await names({ where })).toEqual(['Isar Brezn']);
    for (const where of ['Köln', 'koln', 'Cologne']) expect(await names({ where })).toEqual(['Dom Kaffee']);
  });
});
