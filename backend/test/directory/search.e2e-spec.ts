import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type BusinessRowState, DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { createTestApp, resetData } from '../support/test-app.js';
import { CARD_FIELDS, seedBusinesses } from './directory-fixtures.js';

interface Card {
  name: string;
}

describe('GET /api/search', () => {
  let app: NestExpressApplication;
  const search = (query: string) => request(app.getHttpServer()).get(`/api/search?${query}`);
  const names = (res: { body: { businesses: Card[] } }) => res.body.businesses.map((b) => b.name);

  beforeAll(async () => {
    app = await createTestApp();
    await resetData(app);
    await seedBusinesses(app, [
      { name: 'Golden Dragon', category: 'Chinese Restaurant', countryCode: 'DE', city: 'Berlin', reviewCount: 10 },
      { name: 'Restaurant Adler', category: 'German Restaurant', countryCode: 'DE', city: 'Munich', reviewCount: 5 },
      { name: 'Blue Lagoon', category: 'Seafood Restaurant', countryCode: 'FR', city: 'Paris', reviewCount: 500 },
      { name: 'Trattoria Roma', category: 'Italian Restaurant', countryCode: 'FR', city: 'Paris', reviewCount: 80 },
      { name: 'Pizza Roma', category: 'Pizza Restaurant', countryCode: 'US', city: 'Paris', reviewCount: 60 },
      { name: 'Müller Bäckerei', category: 'Bakery', countryCode: 'DE', city: 'Berlin', reviewCount: 40 },
      { name: 'Sunny Cafe', category: 'Cafe', countryCode: 'DE', city: 'Köln', reviewCount: 30 },
      {
        name: 'Secret Restaurant',
        category: 'Restaurant',
        countryCode: 'DE',
        city: 'Berlin',
        reviewCount: 999,
        isApproved: false,
      },
    ]);
  });
  afterAll(() => app.close());

  it('answers the contract shape, matching names and categories', async () => {
    const res = await search('q=restaurant').expect(200);
    expect(res.body).toMatchObject({ q: 'restaurant', where: '', total: 5, page: 1, limit: 12, totalPages: 1 });
    expect(Object.keys(res.body.businesses[0]).sort()).toEqual(CARD_FIELDS);
  });

  it('ranks names holding the words first, then by review count, and hides unapproved rows', async () => {
    const res = await search('q=restaurant').expect(200);
    expect(names(res)).toEqual(['Restaurant Adler', 'Blue Lagoon', 'Trattoria Roma', 'Pizza Roma', 'Golden Dragon']);
  });

  it('is typo-tolerant: a misspelt or unaccented word is matched by its nearest known words', async () => {
    expect(names(await search('q=resturant').expect(200))).toContain('Blue Lagoon');
    expect(names(await search('q=goldn%20dragon').expect(200))).toEqual(['Golden Dragon']);
    expect(names(await search('q=muller').expect(200))).toEqual(['Müller Bäckerei']);
    expect(names(await search('q=BAKERY').expect(200))).toEqual(['Müller Bäckerei']);
  });

  it('needs every word, from the name or the category', async () => {
    expect(names(await search('q=roma%20pizza').expect(200))).toEqual(['Pizza Roma']);
    expect(names(await search('q=italian%20roma').expect(200))).toEqual(['Trattoria Roma']);
    expect(names(await search('q=roma').expect(200))).toEqual(['Trattoria Roma', 'Pizza Roma']);
  });

  it('limits to a city or country given by name, code, "City, Country" or a misspelt city', async () => {
    expect(names(await search('q=restaurant&where=Paris').expect(200))).toEqual([
      'Blue Lagoon',
      'Trattoria Roma',
      'Pizza Roma',
    ]);
    expect(names(await search('q=restaurant&where=Paris,%20France').expect(200))).toEqual([
      'Blue Lagoon',
      'Trattoria Roma',
    ]);
    expect(names(await search('q=restaurant&where=us').expect(200))).toEqual(['Pizza Roma']);
    expect(names(await search('q=restaurant&where=Germany').expect(200))).toEqual([
      'Restaurant Adler',
      'Golden Dragon',
    ]);
    expect(names(await search('q=restaurant&where=Munchen').expect(200))).toEqual(['Restaurant Adler']);
    expect(names(await search('q=restaurant&where=Munic').expect(200))).toEqual(['Restaurant Adler']);
    expect(names(await search('q=cafe&where=koln').expect(200))).toEqual(['Sunny Cafe']);
  });

  it('lists a place alone, most reviewed first, when q is empty', async () => {
    expect(names(await search('where=berlin').expect(200))).toEqual(['Müller Bäckerei', 'Golden Dragon']);
  });

  it('answers nothing for an unknown place, no words, or words that match nothing', async () => {
    for (const query of ['q=restaurant&where=atlantis', 'q=', '', 'q=%21%21%21', 'q=zzzzqqqq']) {
      const res = await search(query).expect(200);
      expect(res.body).toMatchObject({ total: 0, totalPages: 0, page: 1, businesses: [] });
    }
  });

  it('pages with a total, clamping a page past the end to the last page', async () => {
    const first = await search('q=restaurant&limit=2').expect(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, limit: 2, totalPages: 3 });
    const last = await search('q=restaurant&limit=2&page=3').expect(200);
    expect(names(last)).toEqual(['Golden Dragon']);
    const past = await search('q=restaurant&limit=2&page=40').expect(200);
    expect(past.body).toMatchObject({ page: 3, totalPages: 3, total: 5 });
    expect(names(past)).toEqual(['Golden Dragon']);
    const twoWords = await search('q=restaurant%20roma&limit=1&page=9').expect(200);
    expect(twoWords.body).toMatchObject({ page: 2, totalPages: 2, total: 2 });
    const secondOfTwo = await search('q=restaurant%20roma&limit=1&page=2').expect(200);
    expect(names(twoWords)).toEqual(names(secondOfTwo));
    expect(names(twoWords)).toHaveLength(1);
    const byReviews = await search('q=restaurant%20roma&limit=1&page=5&sort=reviews').expect(200);
    expect(byReviews.body).toMatchObject({ page: 2, totalPages: 2, total: 2 });
    expect(names(byReviews)).toHaveLength(1);
    const none = await search('q=restaurant%20roma&category=dentist&page=3').expect(200);
    expect(none.body).toMatchObject({ page: 1, total: 0, businesses: [] });
    await search('q=restaurant&page=two').expect(400);
  });

  it('follows every write: renames, approvals, review counts and deletes', async () => {
    const db = app.get(DataSource);
    const changes = app.get(DataChangesService);
    const write = async (sql: string, before: BusinessRowState = null, after: BusinessRowState = null) => {
      await db.transaction(async (m) => {
        await m.query(sql);
        await changes.rowChanged(m, before, after);
      });
    };
    await write(`UPDATE businesses SET name = 'Jade Palace' WHERE name = 'Golden Dragon'`);
    expect(names(await search('q=jade').expect(200))).toEqual(['Jade Palace']);
    expect(names(await search('q=dragon').expect(200))).toEqual([]);
    // An approval as the back office writes it: the summaries learn of the Restaurant category too.
    const secret = { categorySlug: 'restaurant', countryCode: 'DE', citySlug: 'berlin' };
    await write(
      `UPDATE businesses SET is_approved = true WHERE name = 'Secret Restaurant'`,
      { ...secret, isApproved: false },
      { ...secret, isApproved: true },
    );
    expect(names(await search('q=restaurant&where=berlin').expect(200))).toEqual(['Secret Restaurant', 'Jade Palace']);
    await write(`UPDATE businesses SET review_count = 1 WHERE name = 'Blue Lagoon'`);
    expect(names(await search('q=restaurant&where=paris,france').expect(200))).toEqual([
      'Trattoria Roma',
      'Blue Lagoon',
    ]);
    await write(`DELETE FROM businesses WHERE name = 'Jade Palace'`);
    expect(names(await search('q=restaurant&where=berlin').expect(200))).toEqual(['Secret Restaurant']);
    const [term] = await db.query(`SELECT documents FROM search_terms WHERE term = 'jade'`);
    expect(term.documents).toBe(0);
  });
});
