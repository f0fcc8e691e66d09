import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, resetData } from '../support/test-app.js';

/** The contact and submission forms as a browser without JavaScript posts them: urlencoded, to their page. */
describe('forms posted without JavaScript', () => {
  let app: NestExpressApplication;
  const server = () => app.getHttpServer();
  const rows = (sql: string, params: unknown[]) => app.get(DataSource).query(sql, params);
  const postForm = (path: string, fields: Record<string, string>) =>
    request(server()).post(path).type('form').send(fields);

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_BASE_URL: 'https://directory.example' });
    await resetData(app);
  });
  afterAll(() => app.close());

  it('stores a contact message and shows the thank-you on the contact page', async () => {
    const fields = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message: 'A note sent by form' };
    const res = await postForm('/contact', fields).expect(200).expect('Content-Type', /html/);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toMatch(/<form[^>]* action="\/contact" method="post"/);
    // In the markup, not only in the state the browser hydrates from.
    expect(res.text).toMatch(/role="status"[^<]*>(<[^>]*>)*Thank you for your message\./);
    expect(await rows('SELECT name, email FROM contact_messages WHERE message = $1', ['A note sent by form'])).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com' },
    ]);
  });

  it('answers 400 with the contact page, the typed values kept and each error under its field', async () => {
    const fields = { name: 'Grace Hopper', email: 'not-an-address', subject: 'Bugs', message: '' };
    const res = await postForm('/contact', fields).expect(400).expect('Content-Type', /html/);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('value="Grace Hopper"');
    expect(res.text).toContain('value="not-an-address"');
    expect(res.text).toContain('value="Bugs"');
    expect(res.text).toContain('Please enter a valid email address');
    expect(res.text).toMatch(/Message[^<]* required|Message must/);
    expect(await rows('SELECT 1 FROM contact_messages WHERE name = $1', ['Grace Hopper'])).toEqual([]);
  });

  it('stores a submitted business unapproved and shows the confirmation', async () => {
    const res = await postForm('/upload', {
      name: 'Form Bakery',
      category: 'Bakery',
      address: 'Hauptstraße 1',
      city: 'Berlin',
      countryCode: 'Germany (DE)',
      phone: '',
      website: '',
      description: '',
      email: 'owner@example.com',
    }).expect(200);
    expect(res.text).toContain('submitted and will appear in the directory once it is approved');
    expect(await rows('SELECT country_code, is_approved FROM businesses WHERE name = $1', ['Form Bakery'])).toEqual([
      { country_code: 'DE', is_approved: false },
    ]);
  });

  it('answers 400 with the submission form, the typed values kept and the errors shown', async () => {
    const fields = {
      name: 'Half Filled',
      category: '',
      address: 'Somewhere 2',
      city: 'Paris',
      countryCode: 'FR',
      email: 'x',
    };
    const res = await postForm('/upload', fields).expect(400);
    expect(res.text).toContain('value="Half Filled"');
    expect(res.text).toContain('value="Somewhere 2"');
    expect(res.text).toContain('Please enter a valid email address');
    expect(await rows('SELECT 1 FROM businesses WHERE name = $1', ['Half Filled'])).toEqual([]);
  });

  it('refuses a form posted from another site (403)', async () => {
    await request(server())
      .post('/contact')
      .set('Origin', 'https://elsewhere.example')
      .type('form')
      .send({ name: 'X', email: 'x@example.com', subject: 'S', message: 'M' })
      .expect(403);
  });
});
