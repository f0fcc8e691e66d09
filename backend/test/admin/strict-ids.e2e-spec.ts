import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Agent } from 'supertest';
import { DataSource } from 'typeorm';
import { createBusiness } from '../factories/business.factory.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';

/** Spellings Number() reads as the id `n` that name no id: hex, exponent, leading zero, space, sign, fraction. */
const looseSpellings = (n: number) => [
  `0x${n.toString(16)}`,
  `${n}e0`,
  '1e3',
  `0${n}`,
  `%20${n}`,
  `${n}%20`,
  `-${n}`,
  `${n}.0`,
  '+1',
  '0',
  '9007199254740993',
  '2147483648',
];

describe('ids in the path are read strictly', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  let id = 0;

  const stillThere = async () =>
    Number((await app.get(DataSource).query(`SELECT count(*) AS n FROM businesses WHERE id = $1`, [id]))[0].n);

  beforeAll(async () => {
    app = await createTestApp();
    await resetData(app);
    admin = await adminAgent(app);
    id = (await createBusiness(app, { name: 'Strict Id Bakery', placeId: 'ChIJstrictid' })).id;
  });
  afterAll(() => app.close());

  it.each(looseSpellings(1).map((s, i) => [s, i]))(
    'answers 400 to %s on every :id route and deletes nothing',
    async (_shown, i) => {
      const spelling = looseSpellings(id)[i as number] as string;
      const routes = [
        admin.get(`/api/admin/businesses/${spelling}`),
        admin.put(`/api/admin/businesses/${spelling}`).send({ description: 'changed' }),
        admin.post(`/api/admin/businesses/${spelling}/toggle-approval`),
        admin.delete(`/api/businesses/${spelling}`),
      ];
      for (const res of await Promise.all(routes)) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: [expect.stringMatching(/^id must be a positive integer/)],
          errors: { id: expect.stringMatching(/^id must be a positive integer/) },
        });
      }
      expect(await stillThere()).toBe(1);
    },
  );

  it('reads and deletes by the id written plainly', async () => {
    expect((await admin.get(`/api/admin/businesses/${id}`).expect(200)).body.id).toBe(id);
    await admin.delete(`/api/businesses/${id}`).expect(200);
    expect(await stillThere()).toBe(0);
  });
});
