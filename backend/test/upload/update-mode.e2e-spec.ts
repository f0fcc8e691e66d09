import type { ImportResult } from '@directory/shared';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { OUTSCRAPER_HEADERS, outscraperRow, type PlaceSeed, writeXlsx } from '../fixtures/spreadsheets.js';
import { useTestApp } from '../support/test-app.js';
import { amenitiesOf, businessByPlaceId, expectConsistent, hoursOf, upload } from './upload-support.js';

const stored: PlaceSeed = {
  name: 'Alte Kneipe',
  address: 'Alte Straße 1, 10115 Berlin',
  city: 'Berlin',
  phone: '+49 30 111111',
  category: 'Bar',
  latitude: 52.53,
  longitude: 13.38,
  rating: 3.1,
  reviews: 10,
  placeId: 'p-update-1',
  countryCode: 'DE',
  hours: { Monday: '9AM–5PM' },
  about: { Amenities: { 'Wi-Fi': true } },
  description: 'Old description',
  photo: 'https://img.example/old.jpg',
  site: 'https://old.example/',
};

describe('POST /api/upload-excel with mode=update', () => {
  const ctx = useTestApp({ dataDir: true, admin: true });

  it("overwrites a stored place_id with the file's non-empty values and counts it in successCount (docs/behaviour.md §5)", async () => {
    await upload(
      ctx.admin,
      await writeXlsx(ctx.dir.file('v1.xlsx'), [
        [...OUTSCRAPER_HEADERS, 'approved'],
        [...outscraperRow(stored), true],
        [...outscraperRow({ ...stored, name: 'Kept Kneipe', placeId: 'p-update-2' }), true],
      ]),
    ).expect(200);
    const before = await businessByPlaceId(ctx.app, 'p-update-1');
    const kept = await businessByPlaceId(ctx.app, 'p-update-2');

    const changed: PlaceSeed = {
      name: 'Neues Café',
      address: 'Neue Straße 9, 20095 Hamburg',
      city: 'Hamburg',
      phone: '+49 40 222222',
      category: 'Cafe',
      latitude: 53.55,
      longitude: 9.99,
      rating: 4.9,
      reviews: 999,
      placeId: 'p-update-1',
      countryCode: 'DE',
      hours: { Tuesday: '10AM–2PM' },
      about: { 'Service options': { Takeout: true } },
      description: 'New description',
      photo: 'https://img.example/new.jpg',
      site: 'https://new.example/',
    };
    // Only the required cells: every other stored value must survive.
    const blank: PlaceSeed = {
      name: 'Kept Kneipe',
      address: stored.address,
      category: 'Bar',
      placeId: 'p-update-2',
      countryCode: 'DE',
    };
    const file = await writeXlsx(ctx.dir.file('v2.xlsx'), [
      [...OUTSCRAPER_HEADERS, 'approved'],
      [...outscraperRow(changed), false],
      [...outscraperRow(blank), null],
      [...outscraperRow({ ...changed, name: 'Brand New', placeId: 'p-update-3' }), null],
    ]);
    const result = (await upload(ctx.admin, file, { mode: 'update' }).expect(200)).body as ImportResult;
    expectConsistent(result);
    expect(result).toMatchObject({ success: true, totalRows: 3, successCount: 3, skippedCount: 0, errorCount: 0 });
    expect(result.message).toBe('İçe aktarma tamamlandı: 1 işletme eklendi, 2 güncellendi');

    const after = await businessByPlaceId(ctx.app, 'p-update-1');
    expect(after).toMatchObject({
      id: before.id,
      slug: before.slug,
      name: 'Neues Café',
      address: 'Neue Straße 9, 20095 Hamburg',
      city: 'Hamburg',
      city_slug: 'hamburg',
      phone: '+49 40 222222',
      category: 'Cafe',
      category_slug: 'cafe',
      latitude: 53.55,
      longitude: 9.99,
      rating: '4.9',
      review_count: 999,
      description: 'New description',
      image_url: 'https://img.example/new.jpg',
      website: 'https://new.example/',
      is_approved: false,
    });
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(await hoursOf(ctx.app, 'p-update-1')).toEqual([
      { dayOfWeek: 2, openTime: '10:00', closeTime: '14:00', isClosed: false },
    ]);
    expect(await amenitiesOf(ctx.app, 'p-update-1')).toEqual([{ amenityType: 'Takeout', hasAmenity: true }]);

    const { updated_at: _keptUpdatedAt, ...keptValues } = kept;
    expect(await businessByPlaceId(ctx.app, 'p-update-2')).toMatchObject(keptValues);
    expect(await hoursOf(ctx.app, 'p-update-2')).toEqual([
      { dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false },
    ]);
    expect(await amenitiesOf(ctx.app, 'p-update-2')).toEqual([{ amenityType: 'Wi Fi', hasAmenity: true }]);

    // Summaries and public answers follow: the updated business left the bar category and is now unapproved.
    const stats = await ctx.app
      .get(DataSource)
      .query(`SELECT category_slug, business_count FROM category_stats ORDER BY category_slug`);
    expect(stats).toEqual([
      { category_slug: 'bar', business_count: 1 },
      { category_slug: 'cafe', business_count: 1 },
    ]);
    await request(ctx.app.getHttpServer()).get(`/api/businesses/${before.slug}`).expect(404);
  });
});
