import request from 'supertest';
import { BusinessTimeZones1763800800000 } from '../../src/database/migrations/1763800800000-business-time-zones.js';
import { createBusiness } from '../factories/business.factory.js';
import { OUTSCRAPER_HEADERS, outscraperRow, type PlaceSeed, writeXlsx } from '../fixtures/spreadsheets.js';
import { useTestApp } from '../support/test-app.js';
import { businessByPlaceId, upload } from '../upload/upload-support.js';

// docs/behaviour.md §3: "timeZone: IANA name from the coordinates, else the country's main zone, else null".
describe('business time zones', () => {
  const ctx = useTestApp({ dataDir: true, admin: true });
  const zoneOf = async (placeId: string) =>
    ((await businessByPlaceId(ctx.app, placeId)) as { time_zone: string }).time_zone;
  const place = (
    placeId: string,
    countryCode: string,
    latitude: number | null,
    longitude: number | null,
  ): PlaceSeed => ({
    name: `Place ${placeId}`,
    address: 'Somewhere 1',
    city: 'Somewhere',
    category: 'Cafe',
    latitude,
    longitude,
    placeId,
    countryCode,
  });

  it('sends the time zone with the business detail', async () => {
    const shop = await createBusiness(ctx.app, { latitude: 40.7128, longitude: -74.006, countryCode: 'US' });
    const res = await request(ctx.app.getHttpServer()).get(`/api/businesses/${shop.slug}`).expect(200);
    expect(res.body.timeZone).toBe('America/New_York');
  });

  it('works out the zone of every imported row, from its coordinates or else its country', async () => {
    await upload(
      ctx.admin,
      await writeXlsx(ctx.dir.file('zones.xlsx'), [
        [...OUTSCRAPER_HEADERS],
        outscraperRow(place('tz-new-york', 'US', 40.7128, -74.006)),
        outscraperRow(place('tz-tokyo', 'JP', 35.6762, 139.6503)),
        outscraperRow(place('tz-sydney', 'AU', -33.8688, 151.2093)),
        outscraperRow(place('tz-at-sea', 'BR', 0, -30)),
        outscraperRow(place('tz-no-coordinates', 'TR', null, null)),
      ]),
    ).expect(200);
    expect(await zoneOf('tz-new-york')).toBe('America/New_York');
    expect(await zoneOf('tz-tokyo')).toBe('Asia/Tokyo');
    expect(await zoneOf('tz-sydney')).toBe('Australia/Sydney');
    expect(await zoneOf('tz-at-sea')).toBe('America/Sao_Paulo');
    expect(await zoneOf('tz-no-coordinates')).toBe('Europe/Istanbul');
  });

  it('re-imports with mode=update: new coordinates move the zone, a row without them keeps the stored one', async () => {
    const file = (name: string, rows: PlaceSeed[]) =>
      writeXlsx(ctx.dir.file(name), [[...OUTSCRAPER_HEADERS], ...rows.map(outscraperRow)]);
    await upload(
      ctx.admin,
      await file('v1.xlsx', [place('tz-moved', 'US', 40.7128, -74.006), place('tz-kept', 'US', 34.0522, -118.2437)]),
    ).expect(200);
    await upload(
      ctx.admin,
      await file('v2.xlsx', [place('tz-moved', 'US', 41.8781, -87.6298), place('tz-kept', 'US', null, null)]),
      { mode: 'update' },
    ).expect(200);
    expect(await zoneOf('tz-moved')).toBe('America/Chicago');
    expect(await zoneOf('tz-kept')).toBe('America/Los_Angeles');
  });

  it("places a public submission, which has no coordinates, in its country's main zone", async () => {
    await request(ctx.app.getHttpServer())
      .post('/api/businesses/submit')
      .send({
        name: 'Boulangerie du Coin',
        category: 'Bakery',
        address: '1 Rue de Rivoli',
        city: 'Paris',
        countryCode: 'FR',
        email: 'owner@boulangerie.example',
      })
      .expect(201);
    const [row] = await ctx.db.query(`SELECT time_zone FROM businesses WHERE name = 'Boulangerie du Coin'`);
    expect(row.time_zone).toBe('Europe/Paris');
  });

  it('recomputes the zone when an admin changes the coordinates or the country', async () => {
    const shop = await createBusiness(ctx.app, { latitude: 52.52, longitude: 13.405, countryCode: 'DE' });
    const edit = (body: object) => ctx.admin.put(`/api/admin/businesses/${shop.id}`).send(body).expect(200);

    expect((await edit({ latitude: 35.6762, longitude: 139.6503, countryCode: 'JP' })).body.timeZone).toBe(
      'Asia/Tokyo',
    );
    expect((await edit({ latitude: null, longitude: null })).body.timeZone).toBe('Asia/Tokyo');
    expect((await edit({ countryCode: 'TR' })).body.timeZone).toBe('Europe/Istanbul');
    expect((await edit({ name: 'Renamed' })).body.timeZone).toBe('Europe/Istanbul');
  });

  it('fills the zone of rows stored before the migration, batch by batch', async () => {
    const rows = [
      await createBusiness(ctx.app, { latitude: 41.0082, longitude: 28.9784, countryCode: 'TR' }),
      await createBusiness(ctx.app, { latitude: -33.8688, longitude: 151.2093, countryCode: 'AU' }),
      await createBusiness(ctx.app, { latitude: null, longitude: null, countryCode: 'GB' }),
      await createBusiness(ctx.app, { latitude: 0, longitude: -30, countryCode: 'JP' }),
    ];
    await ctx.db.query(`UPDATE businesses SET time_zone = NULL`);
    const runner = ctx.db.createQueryRunner();
    try {
      await new BusinessTimeZones1763800800000().up(runner);
    } finally {
      await runner.release();
    }
    const stored: Array<{ id: number; time_zone: string | null }> = await ctx.db.query(
      `SELECT id, time_zone FROM businesses WHERE id = ANY ($1) ORDER BY id`,
      [rows.map((r) => r.id)],
    );
    expect(stored.map((r) => r.time_zone)).toEqual([
      'Europe/Istanbul',
      'Australia/Sydney',
      'Europe/London',
      'Asia/Tokyo',
    ]);
  });
});
