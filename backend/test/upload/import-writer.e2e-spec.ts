import type { PoolClient } from 'pg';
import { canSkipChildRowChecks } from '../../src/database/child-row-checks.js';
import { ImportWriter } from '../../src/upload/import-writer.js';
import { encodeCopyLine } from '../../src/upload/parse/copy-text.js';
import type { ImportRow } from '../../src/upload/parse/row-normalizer.js';
import { useTestApp } from '../support/test-app.js';

function row(n: number, overrides: Partial<ImportRow> = {}): ImportRow {
  return {
    rowNumber: n,
    name: `Writer ${n}`,
    slug: `writer-${n}-abcdef`,
    category: 'Bar',
    categorySlug: 'bar',
    address: `Street ${n}`,
    city: 'Berlin',
    citySlug: 'berlin',
    countryCode: 'DE',
    phone: null,
    website: null,
    imageUrl: null,
    description: null,
    rating: 4,
    reviewCount: 1,
    latitude: null,
    longitude: null,
    placeId: `p-writer-${n}`,
    isApproved: null,
    timeZone: 'Europe/Berlin',
    hours: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false }],
    amenities: null,
    ...overrides,
  };
}

const bytes = (rows: ImportRow[]) => new TextEncoder().encode(rows.map(encodeCopyLine).join(''));

describe('ImportWriter batches', () => {
  const ctx = useTestApp();

  /** Writes `rows` as one batch of a session of its own, closed whatever happens. */
  const writeOnce = async (mode: 'insert' | 'update', uploadId: string, rows: ImportRow[]) => {
    const session = await ctx.app.get(ImportWriter).open(mode, uploadId);
    try {
      await session.write(bytes(rows), 1000);
    } finally {
      await session.close();
    }
  };

  it('isolates a row PostgreSQL refuses and keeps the rest of its batch', async () => {
    const session = await ctx.app.get(ImportWriter).open('insert', 'writer-test');
    try {
      // Rating 9 breaks ck_businesses_rating: the row parser never lets one through, the writer must cope anyway.
      const outcome = await session.write(bytes([row(2), row(3, { rating: 9 }), row(4), row(5)]), 1000);
      expect(outcome).toMatchObject({ inserted: 3, updated: 0, skippedCount: 0, errorCount: 1 });
      expect(outcome.errors).toEqual([expect.stringMatching(/^Satır 3: kaydedilemedi \(.*ck_businesses_rating/)]);
    } finally {
      await session.close();
    }
    const [counts] = await ctx.db.query(
      `SELECT (SELECT count(*)::int FROM businesses) AS businesses, (SELECT count(*)::int FROM business_hours) AS hours`,
    );
    expect(counts).toEqual({ businesses: 3, hours: 3 });
  });

  it('refuses a new row whose slug another place_id owns, with an error line, not a failed batch', async () => {
    const session = await ctx.app.get(ImportWriter).open('insert', 'writer-slug');
    try {
      await session.write(bytes([row(2)]), 1000);
      const outcome = await session.write(bytes([row(3, { slug: 'writer-2-abcdef' }), row(4)]), 1000);
      expect(outcome).toMatchObject({ inserted: 1, errorCount: 1 });
      expect(outcome.errors).toEqual([
        'Satır 3: "writer-2-abcdef" adresi başka bir işletmede kullanılıyor (p-writer-2)',
      ]);
    } finally {
      await session.close();
    }
  });

  it("skips the child rows' foreign-key checks beside the open-week triggers, which fire in replica mode", async () => {
    const runner = ctx.db.createQueryRunner();
    try {
      expect(await canSkipChildRowChecks((await runner.connect()) as PoolClient)).toBe(true);
    } finally {
      await runner.release();
    }
  });

  it('leaves each written business and its postings the open week of its hours, inserted and updated', async () => {
    const weeks = () =>
      ctx.db.query(`
        SELECT b.place_id, b.open_week::text AS week,
               (SELECT array_agg(DISTINCT p.open_week::text) FROM search_postings p WHERE p.business_id = b.id) AS postings
        FROM businesses b ORDER BY b.place_id`);
    await writeOnce('insert', 'writer-weeks', [row(2), row(3, { hours: null })]);
    expect(await weeks()).toEqual([
      { place_id: 'p-writer-2', week: '{[1980,2461)}', postings: ['{[1980,2461)}'] },
      { place_id: 'p-writer-3', week: '{}', postings: ['{}'] },
    ]);
    const hours = [{ dayOfWeek: 0, openTime: '22:00', closeTime: '02:00', isClosed: false }];
    await writeOnce('update', 'writer-weeks-update', [row(2, { hours }), row(3, { hours })]);
    expect(await weeks()).toEqual([
      { place_id: 'p-writer-2', week: '{[1320,1561)}', postings: ['{[1320,1561)}'] },
      { place_id: 'p-writer-3', week: '{[1320,1561)}', postings: ['{[1320,1561)}'] },
    ]);
    await writeOnce('update', 'writer-weeks-keep', [
      row(2, { hours: null, name: 'Writer 2 renamed' }),
      row(3, { hours: null }),
    ]);
    expect(await weeks()).toEqual([
      { place_id: 'p-writer-2', week: '{[1320,1561)}', postings: ['{[1320,1561)}'] },
      { place_id: 'p-writer-3', week: '{[1320,1561)}', postings: ['{[1320,1561)}'] },
    ]);
  });

  it('writes the open week the hours triggers would work out from the stored hours, for every shape of hours', async () => {
    const day = (dayOfWeek: number, openTime: string | null, closeTime: string | null, isClosed = false) => ({
      dayOfWeek,
      openTime,
      closeTime,
      isClosed,
    });
    const shapes = [
      [1, 2, 3, 4, 5].map((d) => day(d, '09:00', '17:00')).concat([day(0, null, null, true)]),
      [day(6, '22:00', '02:00'), day(3, '23:30', '00:15')],
      [day(1, null, '12:00'), day(2, '20:00', null), day(4, null, null)],
      [day(2, '08:00', '12:00'), day(2, '13:00', '17:00')],
      [day(5, '25:00', '9:75'), day(0, 'x', '10:00')],
      [day(3, '10:00', '10:00')],
      [day(1, '09:00', '17:00', true)],
      [],
      null,
    ];
    await writeOnce(
      'insert',
      'writer-week-shapes',
      shapes.map((hours, i) => row(10 + i, { hours })),
    );
    const rows = await ctx.db.query(`
      SELECT b.place_id, b.open_week::text AS imported, w.week::text AS from_rows
      FROM businesses b CROSS JOIN LATERAL open_weeks_of(ARRAY[b.id]) w ORDER BY b.id`);
    expect(rows).toHaveLength(shapes.length);
    for (const r of rows) expect(r.imported).toBe(r.from_rows);
    expect(new Set(rows.map((r: { imported: string }) => r.imported)).size).toBeGreaterThan(5);
  });
});
