import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/config/app-config.js';
import { DEMO_SHARES, DemoBusinessGenerator, testPlaceIdCount } from '../src/seed/demo-business.generator.js';
import { DemoSeedService } from '../src/seed/demo-seed.service.js';
import request from 'supertest';
import { DEMO_ACCOUNT_COUNT } from '../src/seed/demo-accounts.js';
import { FIRST_START_BUSINESSES, FirstStartSeedService } from '../src/seed/first-start-seed.service.js';
import { seedFromText } from '../src/seed/prng.js';
import { createBusiness } from './factories/business.factory.js';
import { createTestApp, resetData } from './support/test-app.js';

const NOW = new Date('2025-06-01T12:00:00Z');
// docs/behaviour.md §2 business slug: lower-case ASCII [a-z0-9-], no double or edge hyphens, '-' + 6 [a-z0-9].
const CONTRACT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*-[a-z0-9]{6}$/;

/** Seeded businesses in [first, last] whose stored open week, or one of whose postings' open week, differs from what their hours give. */
async function wrongOpenWeeks(db: DataSource, first: number, last: number): Promise<number> {
  const [row] = await db.query(
    `SELECT count(*)::int AS n FROM open_weeks_of(ARRAY(SELECT generate_series($1::int, $2::int))) w
     JOIN businesses b ON b.id = w.business_id
     WHERE b.open_week IS DISTINCT FROM w.week
        OR EXISTS (SELECT 1 FROM search_postings p WHERE p.business_id = b.id AND p.open_week IS DISTINCT FROM w.week)`,
    [first, last],
  );
  return row.n;
}

async function count(db: DataSource, sql: string): Promise<number> {
  const [row] = await db.query(`SELECT count(*)::int AS n FROM ${sql}`);
  return row.n;
}

describe('demo data: npm run seed', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let seeder: DemoSeedService;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
    seeder = app.get(DemoSeedService);
    await resetData(app);
  });
  afterAll(() => app.close());

  describe('2 000 businesses into an empty database', () => {
    let result: Awaited<ReturnType<DemoSeedService['seed']>>;
    let versionBefore: number;
    let indexesBefore: unknown[];
    const indexesSql = `SELECT tablename, indexname, indexdef FROM pg_indexes
      WHERE tablename IN ('businesses', 'business_hours', 'business_amenities', 'search_postings') ORDER BY 1, 2`;

    beforeAll(async () => {
      [{ v: versionBefore }] = await db.query(`SELECT value::int AS v FROM app_state WHERE key = 'data_version'`);
      indexesBefore = await db.query(indexesSql);
      result = await seeder.seed(2000, { seed: 99, now: NOW });
    });

    it('stores 2 000 businesses with their hours and amenities, as it reports', async () => {
      expect(await count(db, 'businesses')).toBe(2000);
      expect(result.businesses).toBe(2000);
      expect(await count(db, 'business_hours')).toBe(result.hours);
      expect(await count(db, 'business_amenities')).toBe(result.amenities);
      expect(result.hours).toBeGreaterThan(2000 * 5);
      expect(result.amenities).toBeGreaterThan(2000 * 3);
      expect(
        await count(db, 'business_hours h LEFT JOIN businesses b ON b.id = h.business_id WHERE b.id IS NULL'),
      ).toBe(0);
      expect(
        await count(db, 'business_amenities a LEFT JOIN businesses b ON b.id = a.business_id WHERE b.id IS NULL'),
      ).toBe(0);
      expect(
        await count(db, 'businesses b WHERE EXISTS (SELECT 1 FROM business_hours h WHERE h.business_id = b.id)'),
      ).toBeGreaterThan(1800);
    });

    it('stores exactly the rows the generator gives for that seed and those ids', async () => {
      const generator = new DemoBusinessGenerator({ seed: seedFromText(99), count: 2000, now: NOW });
      for (const index of [0, 1, 777, 1999]) {
        const id = (result.firstId as number) + index;
        const expected = generator.business(index, id);
        const [row] = await db.query(
          `SELECT name, slug, category, category_slug, city_slug, country_code, phone, rating::float AS rating, review_count,
                  latitude, longitude, place_id, is_approved, created_at FROM businesses WHERE id = $1`,
          [id],
        );
        expect(row).toEqual({
          name: expected.name,
          slug: expected.slug,
          category: expected.category,
          category_slug: expected.categorySlug,
          city_slug: expected.citySlug,
          country_code: expected.countryCode,
          phone: expected.phone,
          rating: expected.rating,
          review_count: expected.reviewCount,
          latitude: expected.latitude,
          longitude: expected.longitude,
          place_id: expected.placeId,
          is_approved: expected.isApproved,
          created_at: expected.createdAt,
        });
        const hours = await db.query(
          `SELECT day_of_week AS "dayOfWeek", open_time AS "openTime", close_time AS "closeTime", is_closed AS "isClosed"
           FROM business_hours WHERE business_id = $1 ORDER BY id`,
          [id],
        );
        expect(hours).toEqual(expected.hours);
      }
    });

    it('leaves about 5 % unapproved (within four standard deviations)', async () => {
      const unapproved = await count(db, 'businesses WHERE NOT is_approved');
      const expected = 2000 * DEMO_SHARES.unapproved;
      const sd = Math.sqrt(2000 * DEMO_SHARES.unapproved * (1 - DEMO_SHARES.unapproved));
      expect(Math.abs(unapproved - expected)).toBeLessThan(4 * sd);
      expect(unapproved).toBeGreaterThan(0);
    });

    it('has a few test_ place_ids, which the admin test-data count finds', async () => {
      expect(testPlaceIdCount(2000)).toBeGreaterThanOrEqual(3);
      expect(await count(db, `businesses WHERE lower(place_id) LIKE 'test%'`)).toBe(testPlaceIdCount(2000));
      expect(await count(db, `businesses WHERE place_id !~ '^(test_)?ChIJ[A-Za-z0-9_-]{23}$'`)).toBe(0);
    });

    it('gives unique slugs that match the contract pattern, with valid country codes and ratings', async () => {
      expect(await count(db, '(SELECT DISTINCT slug FROM businesses) s')).toBe(2000);
      const slugs: Array<{ slug: string }> = await db.query('SELECT slug FROM businesses');
      expect(slugs.filter(({ slug }) => !CONTRACT_SLUG.test(slug))).toEqual([]);
      expect(await count(db, `businesses WHERE rating IS NOT NULL AND (rating < 1 OR rating > 5)`)).toBe(0);
      expect(await count(db, `businesses WHERE rating IS NULL`)).toBeGreaterThan(0);
      expect(await count(db, '(SELECT DISTINCT country_code FROM businesses) c')).toBeGreaterThan(50);
    });

    it('refreshes the summaries so they equal a GROUP BY over approved businesses', async () => {
      const categories = await db.query(`SELECT category_slug, business_count FROM category_stats ORDER BY 1`);
      const groupedCategories = await db.query(
        `SELECT category_slug, count(*)::int AS business_count FROM businesses WHERE is_approved GROUP BY 1 ORDER BY 1`,
      );
      expect(categories).toEqual(groupedCategories);
      const countries = await db.query(`SELECT country_code, business_count, city_count FROM country_stats ORDER BY 1`);
      const groupedCountries = await db.query(
        `SELECT country_code, count(*)::int AS business_count, count(DISTINCT city_slug)::int AS city_count
         FROM businesses WHERE is_approved GROUP BY 1 ORDER BY 1`,
      );
      expect(countries).toEqual(groupedCountries);
      const cities = await db.query(`SELECT country_code, city_slug, business_count FROM city_stats ORDER BY 1, 2`);
      const groupedCities = await db.query(
        `SELECT country_code, city_slug, count(*)::int AS business_count FROM businesses WHERE is_approved GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      expect(cities).toEqual(groupedCities);
    });

    it('bumps the data version so cached public answers are dropped', async () => {
      const [{ v }] = await db.query(`SELECT value::int AS v FROM app_state WHERE key = 'data_version'`);
      expect(v).toBeGreaterThan(versionBefore);
    });

    it('leaves exactly the migrated indexes after rebuilding them around the load into empty tables', async () => {
      expect(indexesBefore.length).toBeGreaterThan(8);
      expect(await db.query(indexesSql)).toEqual(indexesBefore);
    });

    it('makes every approved demo business searchable (search postings follow the load)', async () => {
      const [{ n }] = await db.query(`SELECT count(DISTINCT business_id)::int AS n FROM search_postings`);
      expect(n).toBe(await count(db, 'businesses WHERE is_approved'));
    });

    it("writes each business's open week as its hours give it, and its postings carry it", async () => {
      expect(await count(db, `businesses WHERE open_week IS NULL`)).toBe(0);
      expect(await count(db, `businesses WHERE open_week <> '{}'`)).toBeGreaterThan(1500);
      expect(await wrongOpenWeeks(db, result.firstId as number, result.lastId as number)).toBe(0);
    });
  });

  describe('appending to existing data', () => {
    it('continues after the stored ids and avoids stored slugs and place_ids', async () => {
      const [{ max }] = await db.query(`SELECT max(id)::int AS max FROM businesses`);
      // The two businesses added below take the next two ids; the seed starts after them.
      const firstId = max + 3;
      // Predict the next run's first two rows and take their slug and place_id beforehand.
      const generator = new DemoBusinessGenerator({ seed: seedFromText(99), count: 500, now: NOW });
      const first = generator.business(0, firstId);
      const second = generator.business(1, firstId + 1);
      const slugTaker = await createBusiness(app, {
        name: first.name,
        slug: first.slug,
        placeId: 'ChIJmanuallyAddedPlace0001',
      });
      const placeTaker = await createBusiness(app, { name: 'Imported Business', placeId: second.placeId });

      const result = await seeder.seed(500, { seed: 99, now: NOW });

      expect([slugTaker.id, placeTaker.id]).toEqual([max + 1, max + 2]);
      expect(result.firstId).toBe(firstId);
      const [seededFirst] = await db.query(`SELECT name, slug, place_id FROM businesses WHERE id = $1`, [firstId]);
      expect(seededFirst.name).toBe(first.name);
      expect(seededFirst.slug).not.toBe(first.slug);
      expect(seededFirst.place_id).not.toBe(first.placeId);
      const [seededSecond] = await db.query(`SELECT name, place_id FROM businesses WHERE id = $1`, [firstId + 1]);
      expect(seededSecond.name).toBe(second.name);
      expect(seededSecond.place_id).not.toBe(second.placeId);
      expect(await count(db, 'businesses')).toBe(2502);
      expect(await count(db, '(SELECT DISTINCT slug FROM businesses) s')).toBe(2502);
      expect(await count(db, '(SELECT DISTINCT place_id FROM businesses) p')).toBe(2502);
      expect(await count(db, `businesses WHERE id >= ${result.firstId} AND id <= ${result.lastId}`)).toBe(500);
      const [{ total }] = await db.query(`SELECT sum(business_count)::int AS total FROM category_stats`);
      expect(total).toBe(await count(db, 'businesses WHERE is_approved'));
      const next = await createBusiness(app, { name: 'After The Seed' });
      expect(next.id).toBeGreaterThan(result.lastId as number);
    });

    it('stores nothing when the load fails half-way (businesses and their hours roll back together)', async () => {
      const before = await Promise.all(['businesses', 'business_hours', 'business_amenities'].map((t) => count(db, t)));
      // Checked in every session mode: the amenities COPY fails once a 'Wi-Fi' row comes.
      await db.query(
        `ALTER TABLE business_amenities ADD CONSTRAINT ck_seed_probe CHECK (amenity_type <> 'Wi-Fi') NOT VALID`,
      );
      try {
        await expect(seeder.seed(3000, { seed: 6, now: NOW })).rejects.toThrow(/ck_seed_probe/);
      } finally {
        await db.query(`ALTER TABLE business_amenities DROP CONSTRAINT ck_seed_probe`);
      }
      const after = await Promise.all(['businesses', 'business_hours', 'business_amenities'].map((t) => count(db, t)));
      expect(after).toEqual(before);
    });

    it('keeps user triggers on hours and amenities working (one connection, foreign keys checked)', async () => {
      await db.query(`CREATE TABLE seed_trigger_probe (n integer NOT NULL)`);
      await db.query(`
        CREATE FUNCTION seed_trigger_probe() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO seed_trigger_probe VALUES (1); RETURN NULL; END $$`);
      await db.query(`
        CREATE TRIGGER tr_seed_trigger_probe AFTER INSERT ON business_amenities
        FOR EACH ROW EXECUTE FUNCTION seed_trigger_probe()`);
      try {
        const result = await seeder.seed(300, { seed: 5, now: NOW });
        expect(await count(db, 'seed_trigger_probe')).toBe(result.amenities);
        expect(await wrongOpenWeeks(db, result.firstId as number, result.lastId as number)).toBe(0);
        expect(
          await count(db, `business_amenities WHERE business_id BETWEEN ${result.firstId} AND ${result.lastId}`),
        ).toBe(result.amenities);
      } finally {
        await db.query(`DROP TRIGGER tr_seed_trigger_probe ON business_amenities`);
        await db.query(`DROP FUNCTION seed_trigger_probe()`);
        await db.query(`DROP TABLE seed_trigger_probe`);
      }
    });
  });
});

describe('demo data at first start (SEED_DEMO)', () => {
  const FIRST_START_COUNT = 150;
  const opened: INestApplicationContext[] = [];

  /** Starts the real app with that environment; the first-start seed loads 150 businesses instead of 20 000. */
  async function start(env: Record<string, string>): Promise<NestExpressApplication> {
    const app = await createTestApp({ SEED_DEMO: '', ...env }, [[FIRST_START_BUSINESSES, FIRST_START_COUNT]]);
    opened.push(app);
    return app;
  }

  async function businesses(app: INestApplicationContext): Promise<number> {
    return count(app.get(DataSource), 'businesses');
  }

  async function firstStartRecord(app: INestApplicationContext): Promise<{ outcome: string } | undefined> {
    const rows = await app.get(DataSource).query(`SELECT value FROM app_state WHERE key = 'first_start_done'`);
    return rows[0]?.value;
  }

  async function freshDatabase(): Promise<void> {
    const app = await createTestApp();
    await resetData(app);
    await app.get(DataSource).query(`DELETE FROM app_state WHERE key = 'first_start_done'`);
    await app.close();
  }

  afterEach(async () => {
    while (opened.length) await opened.pop()?.close();
  });

  it('loads demo data when SEED_DEMO is unset and the database is empty at the first start, and remembers it', async () => {
    await freshDatabase();
    const app = await start({});
    expect(await businesses(app)).toBe(FIRST_START_COUNT);
    expect(await firstStartRecord(app)).toMatchObject({ outcome: 'seeded', businesses: FIRST_START_COUNT });
    const [{ n }] = await app.get(DataSource).query(`SELECT count(*)::int AS n FROM category_stats`);
    expect(n).toBeGreaterThan(0);
    const [accounts] = await app.get(DataSource).query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE email_verified_at IS NULL OR password_hash IS NOT NULL)::int AS odd,
              count(DISTINCT created_at::date)::int AS days
       FROM accounts WHERE email LIKE '%@demo.invalid'`,
    );
    expect(accounts).toEqual({ n: DEMO_ACCOUNT_COUNT, odd: 0, days: expect.any(Number) });
    expect(accounts.days).toBeGreaterThan(30);
    const [reviews] = await app.get(DataSource).query(
      `SELECT count(*)::int AS n, count(DISTINCT business_id)::int AS businesses,
              count(*) FILTER (WHERE helpful_count <> (SELECT count(*) FROM review_votes v WHERE v.review_id = r.id))::int AS miscounted
       FROM reviews r WHERE state = 'published'`,
    );
    expect(reviews.businesses).toBeGreaterThan(5);
    expect(reviews.n).toBeGreaterThanOrEqual(reviews.businesses);
    expect(reviews.miscounted).toBe(0);
    const [owners] = await app.get(DataSource).query(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM reviews r WHERE r.business_id = o.business_id AND r.account_id = o.account_id))::int AS reviewed_own,
              (SELECT count(*)::int FROM reviews r JOIN business_owners w ON w.business_id = r.business_id WHERE r.reply_text IS NOT NULL) AS replies
       FROM business_owners o`,
    );
    expect(owners.n).toBeGreaterThan(0);
    expect(owners.reviewed_own).toBe(0);
    expect(owners.replies).toBeGreaterThan(0);
    const [demo] = await app.get(DataSource).query(`SELECT email FROM accounts ORDER BY id LIMIT 1`);
    await request(app.getHttpServer()).post('/api/account/login').send({ email: demo.email, password: '' }).expect(400);
    await request(app.getHttpServer())
      .post('/api/account/login')
      .send({ email: demo.email, password: 'any password at all' })
      .expect(401);
  });

  it('does not seed again at a second start', async () => {
    const app = await start({});
    expect(await businesses(app)).toBe(FIRST_START_COUNT);
  });

  it('does not bring demo data back after an admin deleted everything', async () => {
    const before = await start({});
    await before.get(DataSource).query('TRUNCATE businesses CASCADE');
    await before.close();
    opened.pop();
    const app = await start({});
    expect(await businesses(app)).toBe(0);
    expect(await firstStartRecord(app)).toMatchObject({ outcome: 'seeded' });
  });

  it('seeds an empty database again with an explicit SEED_DEMO=true', async () => {
    const app = await start({ SEED_DEMO: 'true' });
    expect(await businesses(app)).toBe(FIRST_START_COUNT);
  });

  it('does not add demo data to a database that holds businesses, even with SEED_DEMO=true', async () => {
    const app = await start({ SEED_DEMO: 'true' });
    expect(await businesses(app)).toBe(FIRST_START_COUNT);
    expect(await app.get(FirstStartSeedService).run(10)).toBe('not-empty');
    expect(await businesses(app)).toBe(FIRST_START_COUNT);
  });

  it('skips demo data with SEED_DEMO=false, and that first start still counts as the first', async () => {
    await freshDatabase();
    const disabled = await start({ SEED_DEMO: 'false' });
    expect(await businesses(disabled)).toBe(0);
    expect(await firstStartRecord(disabled)).toMatchObject({ outcome: 'disabled' });
    const later = await start({});
    expect(await businesses(later)).toBe(0);
  });

  it('does not treat a command-line application context (no HTTP server) as a first start', async () => {
    await freshDatabase();
    const config = loadConfig({ ...process.env, SEED_DEMO: '' });
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot(config, process.env.DATABASE_URL as string)],
    })
      .overrideProvider(FIRST_START_BUSINESSES)
      .useValue(FIRST_START_COUNT)
      .compile();
    moduleRef.useLogger(['error', 'warn']);
    await moduleRef.init();
    opened.push(moduleRef);
    expect(await businesses(moduleRef)).toBe(0);
    expect(await firstStartRecord(moduleRef)).toBeUndefined();
  });
});
