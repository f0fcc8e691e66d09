import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createTestApp, resetData } from '../support/test-app.js';
import { seedBusinesses } from './directory-fixtures.js';

describe('smoke', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createTestApp();
    await resetData(app);
    await seedBusinesses(app, [{ name: 'Golden Dragon', category: 'Restaurant' }, { name: 'Cafe Blau', category: 'Cafe', city: 'Munich' }]);
  });
  afterAll(() => app.close());

  it('answers', async () => {
    for (const path of ['/api/homepage-data', '/api/categories', '/api/countries', '/api/cities', '/api/countries/de', '/api/categories/restaurant', '/api/cities/de/berlin', '/api/search?q=drgon', '/api/search?q=cafe&where=munich']) {
      const res = await request(app.getHttpServer()).get(path);
      console.log(path, res.status, JSON.stringify(res.body).slice(0, 600), res.headers['etag'], res.headers['content-encoding']);
    }
  });
});
