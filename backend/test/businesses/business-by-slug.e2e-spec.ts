import { businessSlug } from '@directory/shared';
import request from 'supertest';
import { MONDAY_OPEN_SUNDAY_CLOSED, seedBusinesses } from '../directory/directory-fixtures.js';
import { useTestApp } from '../support/test-app.js';

/** A business with every optional field filled, as stored and as answered. */
const GOLDEN_DRAGON = {
  name: 'Golden Dragon',
  placeId: 'ChIJgolden',
  category: 'Chinese Restaurant',
  countryCode: 'DE',
  city: 'Berlin',
  phone: '+49 30 1234567',
  website: 'https://golden-dragon.example',
  imageUrl: 'https://img.example/d.jpg',
  description: 'Dim sum',
  rating: 4.3,
  reviewCount: 321,
  latitude: 52.5,
  longitude: 13.4,
};

describe('GET /api/businesses/{slug}', () => {
  const ctx = useTestApp({ reset: 'once' });
  const get = (path: string) => request(ctx.app.getHttpServer()).get(path);
  const NOT_FOUND = { statusCode: 404, message: 'Business not found', error: 'Not Found' };

  beforeAll(async () => {
    await seedBusinesses(ctx.app, [
      {
        ...GOLDEN_DRAGON,
        hours: MONDAY_OPEN_SUNDAY_CLOSED,
        amenities: [
          { amenityType: 'Wi-Fi', hasAmenity: true },
          { amenityType: '{"Service options":{"Delivery":true}}', hasAmenity: true },
        ],
      },
      // Last word "berlin" has six characters, so "cafe-berlin" looks like name "cafe" + suffix "berlin".
      { name: 'Cafe Berlin', placeId: 'ChIJcafeberlin', category: 'Cafe' },
      { name: 'Cafe', placeId: 'ChIJcafe', category: 'Cafe' },
      { name: 'Twin Bar', placeId: 'ChIJtwin1', category: 'Bar' },
      { name: 'Twin Bar', placeId: 'ChIJtwin2', category: 'Bar' },
      { name: 'Pending Place', placeId: 'ChIJpending', category: 'Bar', isApproved: false },
    ]);
  });

  it('answers the business with every detail field, its hours and amenities', async () => {
    const slug = businessSlug('Golden Dragon', 'ChIJgolden');
    const res = await get(`/api/businesses/${slug}`).expect(200);
    expect(res.body).toEqual({
      ...GOLDEN_DRAGON,
      id: expect.any(Number),
      slug,
      categorySlug: 'chinese-restaurant',
      address: 'Alexanderplatz 1',
      citySlug: 'berlin',
      country: 'Germany',
      isApproved: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      timeZone: 'Europe/Berlin',
      nearby: expect.any(Array),
      siteRating: null,
      owner: null,
      hours: [
        { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true },
        { dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false },
      ],
      amenities: [
        { id: expect.any(Number), businessId: res.body.id, amenityType: 'Wi-Fi', hasAmenity: true },
        {
          id: expect.any(Number),
          businessId: res.body.id,
          amenityType: '{"Service options":{"Delivery":true}}',
          hasAmenity: true,
        },
      ],
    });
  });

  it('finds it whatever the case of the slug', async () => {
    const slug = businessSlug('Golden Dragon', 'ChIJgolden');
    expect((await get(`/api/businesses/${slug.toUpperCase()}`).expect(200)).body.slug).toBe(slug);
  });

  it('finds it by the name part when the suffix is missing or wrong and the name part is unique', async () => {
    const slug = businessSlug('Golden Dragon', 'ChIJgolden');
    expect((await get('/api/businesses/golden-dragon').expect(200)).body.slug).toBe(slug);
    expect((await get('/api/businesses/golden-dragon-zzzzzz').expect(200)).body.slug).toBe(slug);
  });

  it('tries the whole slug as a name part first when its last word has six characters', async () => {
    const res = await get('/api/businesses/cafe-berlin').expect(200);
    expect(res.body.name).toBe('Cafe Berlin');
    // "cafe" + a wrong suffix: the whole slug names nothing, so the name part "cafe" decides.
    expect((await get('/api/businesses/cafe-qqqqqq').expect(200)).body.name).toBe('Cafe');
  });

  it('answers 404 when the name part is shared by several businesses', async () => {
    expect((await get('/api/businesses/twin-bar').expect(404)).body).toEqual(NOT_FOUND);
    expect((await get(`/api/businesses/${businessSlug('Twin Bar', 'ChIJtwin2')}`).expect(200)).body.placeId).toBe(
      'ChIJtwin2',
    );
  });

  it('hides an unapproved business, by slug and by name part', async () => {
    expect((await get(`/api/businesses/${businessSlug('Pending Place', 'ChIJpending')}`).expect(404)).body).toEqual(
      NOT_FOUND,
    );
    await get('/api/businesses/pending-place').expect(404);
  });

  it('answers 404 JSON for an unknown slug', async () => {
    expect((await get('/api/businesses/no-such-place-abc123').expect(404)).body).toEqual(NOT_FOUND);
    await get('/api/businesses/%E2%9C%93').expect(404);
  });
});
