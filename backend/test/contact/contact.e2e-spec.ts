import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ContactService } from '../../src/contact/contact.service.js';
import { CONTACT, formPoster } from '../factories/form-bodies.js';
import { MACHINE_REDIS_URL } from '../support/machine-redis.js';
import { createTestApp, useTestApp } from '../support/test-app.js';

const VALID = { ...CONTACT, company: 'Analytical Engines', phone: '+44 20 7946 0000' };

describe('POST /api/contact', () => {
  const ctx = useTestApp({ reset: 'once' });
  const post = formPoster(ctx, '/api/contact', '10.2.0');

  it('stores the message for the admins and answers 201 with the spec’s success text', async () => {
    const res = await post(VALID, '10.2.1.1').expect(201);
    expect(res.body).toEqual({
      success: true,
      message: "Thank you for your message. We'll get back to you within 24 hours.",
    });
    const rows = await ctx.db.query(`SELECT name, email, subject, message, company, phone, ip FROM contact_messages`);
    expect(rows).toEqual([{ ...VALID, ip: '10.2.1.1' }]);
  });

  it('answers 400 with the spec’s texts per field (docs/screens.md §5 "Contact form")', async () => {
    const res = await post({ name: 'A', email: 'not-an-email', subject: 'Hey', message: 'Too short' }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.arrayContaining([
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Subject must be at least 5 characters',
        'Message must be at least 10 characters',
      ]),
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        subject: 'Subject must be at least 5 characters',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('counts only what is left after trimming, and treats company and phone as optional', async () => {
    const res = await post({
      name: '  B ',
      email: 'b@example.com',
      subject: 'Hello there',
      message: '          x',
    }).expect(400);
    expect(res.body.errors).toEqual({
      name: 'Name must be at least 2 characters',
      message: 'Message must be at least 10 characters',
    });
    await post({
      name: 'Bo',
      email: 'bo@example.com',
      subject: 'Hello there',
      message: 'A message long enough',
    }).expect(201);
  });

  it('bounds the optional company and phone at 200 and 50 characters', async () => {
    const res = await post({ ...VALID, company: 'c'.repeat(201), phone: '1'.repeat(51) }).expect(400);
    expect(res.body.errors).toEqual({
      company: 'Company must be at most 200 characters',
      phone: 'Phone must be at most 50 characters',
    });
  });

  it('answers 400 for a missing body field with the same texts', async () => {
    const res = await post({}).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('answers 429 after five messages from one address, counting per address', async () => {
    const from = '10.2.9.9';
    for (let i = 0; i < 5; i++) await post(VALID, from).expect(201);
    const res = await post(VALID, from).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many requests, please try again later.',
      error: 'Too Many Requests',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await post(VALID, '10.2.9.10').expect(201);
  });

  it('lists stored messages for the back office, newest first, paged', async () => {
    const list = await ctx.app.get(ContactService).list({ page: 1, limit: 2 });
    const total = (await ctx.db.query(`SELECT count(*)::int AS n FROM contact_messages`))[0].n;
    expect(list.pagination).toEqual({ page: 1, limit: 2, total, totalPages: Math.ceil(total / 2) });
    expect(list.messages).toHaveLength(2);
    expect(list.messages[0].id).toBeGreaterThan(list.messages[1].id);
    expect(Object.keys(list.messages[0]).sort()).toEqual([
      'company',
      'createdAt',
      'email',
      'id',
      'message',
      'name',
      'phone',
      'readAt',
      'subject',
    ]);
  });
});

describe('rate limits with REDIS_URL', () => {
  let a: NestExpressApplication;
  let b: NestExpressApplication;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: MACHINE_REDIS_URL });
    b = await createTestApp({ REDIS_URL: MACHINE_REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts the hits of one address on every instance together', async () => {
    const from = `10.3.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    const post = (app: NestExpressApplication) =>
      request(app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', from).send(VALID);
    for (const app of [a, b, a, b, a]) await post(app).expect(201);
    await post(b).expect(429);
    await post(a).expect(429);
  });
});
