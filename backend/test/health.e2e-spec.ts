import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('reports the database and cache up', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', cache: 'up' });
  });

  it('answers liveness without asking any dependency', async () => {
    const res = await request(app.getHttpServer()).get('/api/health/live').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });

  it('has run every migration, so the schema of docs/behaviour.md §2 exists', async () => {
    const tables = await app
      .get(DataSource)
      .query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`);
    const names = tables.map((t: { table_name: string }) => t.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['businesses', 'business_hours', 'business_amenities', 'category_stats']),
    );
  });

  it('answers unknown /api paths with a JSON 404, never the SPA', async () => {
    const res = await request(app.getHttpServer()).get('/api/does-not-exist').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
