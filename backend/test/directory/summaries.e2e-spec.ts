import type { EntityManager } from 'typeorm';
import { type BusinessRowState, DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { SummariesRepository } from '../../src/data-changes/summaries.repository.js';
import { useTestApp } from '../support/test-app.js';
import { seedBusinesses, WORLD } from './directory-fixtures.js';

const TABLES = {
  category_stats: 'category_slug',
  country_stats: 'country_code',
  city_stats: 'country_code, city_slug',
  country_category_stats: 'country_code, category_slug',
  city_category_stats: 'country_code, city_slug, category_slug',
} as const;

describe('summaries after single-row writes', () => {
  const ctx = useTestApp({ reset: 'once' });
  const snapshot = async () => {
    const out: Record<string, unknown[]> = {};
    for (const [table, key] of Object.entries(TABLES))
      out[table] = await ctx.db.query(`SELECT * FROM ${table} ORDER BY ${key}`);
    return out;
  };
  const state = async (m: EntityManager, name: string): Promise<BusinessRowState> => {
    const [row] = await m.query(
      `SELECT is_approved AS "isApproved", category_slug AS "categorySlug", country_code AS "countryCode", city_slug AS "citySlug"
       FROM businesses WHERE name = $1`,
      [name],
    );
    return row ?? null;
  };
  /** An admin write as the admin API makes it: state before, the change, state after, rowChanged. */
  const write = (name: string, sql: string) =>
    ctx.db.transaction(async (m) => {
      const before = await state(m, name);
      await m.query(sql, [name]);
      const after = await state(m, name);
      await ctx.app.get(DataChangesService).rowChanged(m, before, after);
    });

  beforeAll(() => seedBusinesses(ctx.app, WORLD));

  it('stay equal to a full GROUP BY refresh through approvals, moves, rating edits and deletes', async () => {
    await write('Hidden Restaurant', `UPDATE businesses SET is_approved = true WHERE name = $1`);
    await write(
      'Alpha Grill',
      `UPDATE businesses SET city = 'Hamburg', city_slug = 'hamburg', rating = 2.0 WHERE name = $1`,
    );
    await write(
      'Paris Coffee',
      `UPDATE businesses SET category = 'Bakery', category_slug = 'bakery', country_code = 'FR' WHERE name = $1`,
    );
    await write('Gül Çiçekçilik', `UPDATE businesses SET is_approved = false WHERE name = $1`);
    await write('Les Deux Magots', `UPDATE businesses SET rating = NULL WHERE name = $1`);
    await write('Nowhere Shop', `UPDATE businesses SET city = 'Dresden', city_slug = 'dresden' WHERE name = $1`);
    await write('Delta Kitchen', `DELETE FROM businesses WHERE name = $1`);
    await write('Secret Place', `UPDATE businesses SET review_count = 3 WHERE name = $1`);
    const incremental = await snapshot();

    expect(incremental.category_stats).toContainEqual(
      expect.objectContaining({ category_slug: 'bakery', business_count: 3, country_count: 3 }),
    );
    expect(incremental.city_stats).not.toContainEqual(expect.objectContaining({ city_slug: 'munich' }));
    expect(incremental.category_stats).not.toContainEqual(expect.objectContaining({ category_slug: 'cicekci' }));

    await ctx.app.get(SummariesRepository).refreshAll();
    expect(await snapshot()).toEqual(incremental);
  });

  it('leaves the summaries alone for rows that were and stay unapproved', async () => {
    const before = await snapshot();
    await write('Secret Place', `UPDATE businesses SET category = 'Other', category_slug = 'other' WHERE name = $1`);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the typo dictionary under the summary refresh', () => {
  const ctx = useTestApp({ reset: 'once' });

  it('learns the new city names as places, its writers kept at the default work_mem the refresh raises', async () => {
    await seedBusinesses(ctx.app, [
      { name: 'Zeta Cafe', category: 'Cafe', countryCode: 'PT', city: 'Vila Nova de Gaia' },
      { name: 'Eta Cafe', category: 'Cafe', countryCode: 'PT', city: 'Matosinhos' },
    ]);
    await ctx.app.get(SummariesRepository).refreshAll();
    const places = await ctx.db.query(
      `SELECT term FROM search_terms WHERE is_place AND term IN ('gaia', 'matosinhos') ORDER BY term`,
    );
    expect(places).toEqual([{ term: 'gaia' }, { term: 'matosinhos' }]);
    const [{ variants }] = await ctx.db.query(
      `SELECT count(*)::int AS variants FROM search_term_variants WHERE term = 'matosinhos'`,
    );
    expect(variants).toBeGreaterThan(10);
    // Sized by work_mem, their per-word hash tables made a 64 MB refresh ten times slower (the migration says why).
    const settings = await ctx.db.query(
      `SELECT proname, proconfig FROM pg_proc WHERE proname IN ('search_terms_add', 'search_places_add') ORDER BY proname`,
    );
    expect(settings).toEqual([
      { proname: 'search_places_add', proconfig: ['work_mem=4MB'] },
      { proname: 'search_terms_add', proconfig: ['work_mem=4MB'] },
    ]);
  });
});
