import { PHONE_NUMBER_MESSAGE } from '@directory/shared';
import request from 'supertest';
import { formPoster, SUBMISSION } from '../factories/form-bodies.js';
import { useTestApp } from '../support/test-app.js';

const VALID = {
  ...SUBMISSION,
  countryCode: 'de',
  phone: '+49 30 555',
  website: 'https://corner-bakery.example',
  description: 'Fresh bread every morning',
};

describe('POST /api/businesses/submit', () => {
  const ctx = useTestApp({ reset: 'once' });
  const post = formPoster(ctx, '/api/businesses/submit', '10.1.0');

  it('stores the business unapproved with a generated place_id and answers 201', async () => {
    const res = await post(VALID).expect(201);
    expect(res.body).toEqual({ success: true, message: expect.stringContaining('submitted') });
    const [row] = await ctx.db.query(
      `SELECT name, slug, category_slug, city_slug, country_code, place_id, is_approved, submitter_email, rating, review_count FROM businesses WHERE name = 'Corner Bakery'`,
    );
    expect(row).toMatchObject({
      category_slug: 'bakery',
      city_slug: 'berlin',
      country_code: 'DE',
      is_approved: false,
      submitter_email: 'owner@corner-bakery.example',
      rating: null,
      review_count: 0,
    });
    expect(row.place_id).toMatch(/^submitted_[0-9a-f]{32}$/);
    expect(row.slug).toMatch(/^corner-bakery-[a-z0-9]{6}$/);
  });

  it('keeps the submission off public pages until it is approved', async () => {
    await post({ ...VALID, name: 'Invisible Shop' }).expect(201);
    const [row] = await ctx.db.query(`SELECT slug FROM businesses WHERE name = 'Invisible Shop'`);
    await request(ctx.app.getHttpServer()).get(`/api/businesses/${row.slug}`).expect(404);
    await request(ctx.app.getHttpServer()).get('/api/categories/bakery').expect(404);
    expect((await request(ctx.app.getHttpServer()).get('/api/search?q=invisible').expect(200)).body.total).toBe(0);
  });

  it('answers 400 with a text per field', async () => {
    const res = await post({
      name: 'A',
      category: '',
      address: 'x',
      countryCode: 'XX',
      email: 'nope',
      website: 'not a url',
    }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.errors).toEqual({
      name: 'Name must be at least 2 characters',
      category: 'Category must be at least 2 characters',
      address: 'Address must be at least 5 characters',
      city: 'City must be at least 2 characters',
      countryCode: 'Country must be a 2-letter ISO country code',
      website: 'Please enter a valid website address',
      email: 'Please enter a valid email address',
    });
    expect(res.body.message).toEqual(expect.arrayContaining(Object.values(res.body.errors)));
  });

  it('takes a description of up to 5 000 characters and names the limits it breaks', async () => {
    await post({ ...VALID, name: 'Long Story Shop', description: 'x'.repeat(5000) }).expect(201);
    const longPhone = `+49${' '.repeat(41)}1234567`;
    const res = await post({ ...VALID, description: 'x'.repeat(5001), phone: longPhone }).expect(400);
    expect(res.body.errors).toEqual({
      description: 'Description must be at most 5000 characters',
      phone: 'Phone must be at most 50 characters',
    });
  });

  it('refuses a phone number with letters or too few or too many digits', async () => {
    for (const phone of ['abc', '12345', '555-CALL-NOW', '1'.repeat(21)]) {
      const res = await post({ ...VALID, phone }).expect(400);
      expect(res.body.errors).toEqual({ phone: PHONE_NUMBER_MESSAGE });
    }
    await post({ ...VALID, name: 'Phone Shop', phone: '(312) 555-0199' }).expect(201);
  });

  it('refuses a region code that is not a country, such as UK for GB', async () => {
    const res = await post({ ...VALID, countryCode: 'uk' }).expect(400);
    expect(res.body.errors).toEqual({ countryCode: 'Country must be a 2-letter ISO country code' });
  });

  it('answers 429 after five submissions from one address within the hour', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 5; i++) await post({ ...VALID, name: `Spam ${i}` }, from).expect(201);
    const res = await post({ ...VALID, name: 'Spam 6' }, from).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await post({ ...VALID, name: 'Other client' }, '10.9.9.10').expect(201);
  });
});
