import { misspell, seededRandom, type TypoKind, typoBudget, typoDistance } from '@directory/shared';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { useTestApp } from '../support/test-app.js';
import { seedBusinesses } from './directory-fixtures.js';
import { SEARCH_WORLD } from './search-fixtures.js';

interface Card {
  name: string;
}
type Answer = { body: { businesses: Card[]; total: number; understood: { q: string; where: string } } };

const names = (res: Answer) => res.body.businesses.map((b) => b.name);

/** Folded words of names and categories, each with a business holding it. */
const WORDS: Array<[string, string]> = [
  ['pub', 'The Pub'],
  ['spa', 'Lavender Spa'],
  ['hotel', 'Grand Hotel Astoria'],
  ['smile', 'Smile Dentist Studio'],
  ['bakery', 'Golden Crust Bakery'],
  ['golden', 'Golden Crust Bakery'],
  ['zephyr', 'Zephyr Kitchen'],
  ['astoria', 'Grand Hotel Astoria'],
  ['dentist', 'Smile Dentist Studio'],
  ['lumiere', 'Café Lumière'],
  ['padaria', 'Padaria São Jorge'],
  ['kitchen', 'Zephyr Kitchen'],
  ['vintage', 'Vintage Bicycles'],
  ['lavender', 'Lavender Spa'],
  ['pharmacy', 'Pharmacy Central'],
  ['bicycles', 'Vintage Bicycles'],
  ['workshop', 'Photography Workshop'],
  ['metzgerei', 'Müller Metzgerei'],
  ['riverside', 'Riverside Restaurant'],
  ['restaurant', 'Riverside Restaurant'],
  ['photography', 'Photography Workshop'],
  ['orthodontist', 'Orthodontics Clinic'],
];

const CITIES: Array<[string, string]> = [
  ['dublin', 'The Pub'],
  ['london', 'Grand Hotel Astoria'],
  ['toronto', 'Orthodontics Clinic'],
  ['stockholm', 'Pharmacy Central'],
  ['barcelona', 'Lavender Spa'],
  ['manchester', 'Smile Dentist Studio'],
  ['copenhagen', 'Vintage Bicycles'],
  ['johannesburg', 'Photography Workshop'],
];

const ONE: TypoKind[][] = [['insertion'], ['deletion'], ['substitution'], ['swap']];
const TWO: TypoKind[][] = [
  ['insertion', 'deletion'],
  ['substitution', 'swap'],
  ['swap', 'insertion'],
  ['deletion', 'substitution'],
  ['substitution', 'substitution'],
];

interface TypoCase {
  typed: string;
  word: string;
  expected: string;
  typos: number;
}

/** Misspellings of each word with as many typos as its length allows, kept when the typed word's own budget covers them. */
function corpus(words: Array<[string, string]>, seed: number) {
  const random = seededRandom(seed);
  const cases: TypoCase[] = [];
  for (const [word, expected] of words) {
    const budget = typoBudget(word.length);
    const kinds = [...(budget >= 1 ? ONE : []), ...(budget >= 2 ? TWO : [])];
    for (const typos of kinds) {
      const typed = misspell(word, typos, random);
      if (typed && typoDistance(typed, word) <= typoBudget(typed.length))
        cases.push({ typed, word, expected, typos: typos.length });
    }
  }
  return cases;
}

describe('GET /api/search matching (docs/behaviour.md §10)', () => {
  const ctx = useTestApp({ reset: 'once' });
  const search = (query: Record<string, string>) =>
    request(ctx.app.getHttpServer()).get('/api/search').query(query).expect(200) as unknown as Promise<Answer>;

  /** The cases whose intended business is not on page 1 when the misspelling is typed into `field`, as `label` names them. */
  const missed = async (cases: TypoCase[], field: 'q' | 'where', label: (c: TypoCase) => string) => {
    const out: string[] = [];
    for (const c of cases) if (!names(await search({ [field]: c.typed })).includes(c.expected)) out.push(label(c));
    return out;
  };

  beforeAll(() => seedBusinesses(ctx.app, SEARCH_WORLD));

  it('finds the intended business on page 1 for misspelt name and category words in every length band', async () => {
    const cases = corpus(WORDS, 42);
    expect(cases.length).toBeGreaterThan(60);
    expect(await missed(cases, 'q', (c) => `${c.typed} (${c.word}, ${c.typos} typos)`)).toEqual([]);
  });

  it('finds the city of a misspelt `where`, and says which city it understood', async () => {
    const cases = corpus(CITIES, 7);
    expect(cases.length).toBeGreaterThan(20);
    expect(await missed(cases, 'where', (c) => `${c.typed} (${c.word})`)).toEqual([]);
    expect((await search({ q: 'hotl', where: 'londn' })).body.understood).toEqual({
      q: 'hotel',
      where: 'London',
      ignored: [],
    });
  });

  it('takes a country name (misspelt too) or code as `where`', async () => {
    expect(names(await search({ q: 'bakery', where: 'Brazil' }))).toEqual(['Golden Crust Bakery', 'Padaria São Jorge']);
    expect(names(await search({ q: 'bakery', where: 'brazl' }))).toHaveLength(2);
    expect((await search({ q: 'bakery', where: 'brazl' })).body.understood.where).toBe('Brazil');
    expect(names(await search({ q: 'hotsel', where: 'gb' }))).toEqual(['Hostel Backpackers', 'Grand Hotel Astoria']);
    expect(names(await search({ q: 'restaurant', where: 'Amsterdm, Netherlands' }))).toEqual(['Riverside Restaurant']);
  });

  it('matches the examples of the contract', async () => {
    for (const typed of ['hotl', 'hotle']) expect(names(await search({ q: typed }))[0]).toBe('Grand Hotel Astoria');
    expect(names(await search({ q: 'dentsit' }))).toEqual(['Smile Dentist Studio']);
    expect(names(await search({ q: 'bakrey' }))).toEqual(['Golden Crust Bakery', 'Padaria São Jorge']);
    expect((await search({ q: 'hotl' })).body.understood).toEqual({ q: 'hotel', where: '', ignored: [] });
    expect((await search({ q: 'grand hotle' })).body.understood.q).toBe('grand hotel');
  });

  it('never reads a word with exact matches as a typo of another; a word matching nothing reaches both', async () => {
    // `hostel` is one typo from `hotel` and has more reviews, but `hotel` is what was typed.
    expect(names(await search({ q: 'hotel' }))).toEqual(['Grand Hotel Astoria']);
    expect(names(await search({ q: 'hostel' }))).toEqual(['Hostel Backpackers']);
    // `hotsel` is one typo from each; the more reviewed comes first.
    expect(names(await search({ q: 'hotsel' }))).toEqual(['Hostel Backpackers', 'Grand Hotel Astoria']);
    expect((await search({ q: 'Hotel' })).body.understood.q).toBe('Hotel');
  });

  it('does not correct words of one to three letters', async () => {
    expect((await search({ q: 'pbu' })).body.total).toBe(0);
    expect((await search({ q: 'bup' })).body.total).toBe(0);
    // A word matching nothing is left out of the search, and out of what was understood.
    const spa = await search({ q: 'spa pbu' });
    expect(names(spa)).toEqual(['Lavender Spa']);
    expect(spa.body.understood.q).toBe('spa');
    expect(names(await search({ q: 'pub' }))).toEqual(['The Pub']);
  });

  it('stays within the typo budget: one typo up to 7 letters, two from 8', async () => {
    expect((await search({ q: 'hxtxl' })).body.total).toBe(0);
    expect((await search({ q: 'dnetsit' })).body.total).toBe(0);
    expect(names(await search({ q: 'phramacy' }))).toEqual(['Pharmacy Central']);
    expect((await search({ q: 'phramcy' })).body.total).toBe(0);
    expect((await search({ q: 'pharmcay' })).body.total).toBe(1);
    expect((await search({ q: 'phxrmxcx' })).body.total).toBe(0);
  });

  it('folds case and accents on both sides', async () => {
    for (const typed of ['cafe', 'CAFÉ', 'Café', 'lumiere', 'LUMIÈRE']) {
      expect(names(await search({ q: typed }))).toContain('Café Lumière');
    }
    expect(names(await search({ q: 'muller' }))).toEqual(['Müller Metzgerei', 'Muller Autos']);
    expect(names(await search({ q: 'müller' }))).toEqual(['Müller Metzgerei', 'Muller Autos']);
    expect(names(await search({ q: 'sao' }))).toEqual(['Padaria São Jorge']);
    expect(names(await search({ where: 'sao paulo' }))).toEqual(['Golden Crust Bakery']);
    expect((await search({ where: 'sao paulo' })).body.understood.where).toBe('São Paulo');
  });

  it('matches the last word as a prefix, as you type', async () => {
    expect(names(await search({ q: 'rest' }))).toEqual(['Riverside Restaurant', 'Zephyr Kitchen']);
    expect(names(await search({ q: 'photog' }))).toEqual(['Photography Workshop']);
    expect(names(await search({ q: 'grand hot' }))).toEqual(['Grand Hotel Astoria']);
    expect(names(await search({ q: 'kitchen rest' }))).toEqual(['Zephyr Kitchen']);
    expect((await search({ q: 'rest kitchen' })).body.understood.q).toBe('kitchen');
    expect((await search({ q: 'rest' })).body.understood.q).toBe('rest');
  });

  it('folds ASCII as unaccent does: to itself (typed ASCII words are not sent to be folded)', async () => {
    const [row] = await ctx.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS changed FROM generate_series(32, 126) i WHERE unaccent(chr(i)) <> chr(i)`);
    expect(row.changed).toBe(0);
    expect(names(await search({ q: 'cafe lumiere' }))).toEqual(['Café Lumière']);
    expect(names(await search({ q: 'Café Lumière' }))).toEqual(['Café Lumière']);
  });

  it('echoes q and where as sent', async () => {
    const res = await search({ q: ' Hotl ', where: 'londn' });
    expect(res.body).toMatchObject({ q: ' Hotl ', where: 'londn', understood: { q: 'hotel', where: 'London' } });
  });
});
