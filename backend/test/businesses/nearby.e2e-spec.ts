import request from 'supertest';
import type { Business } from '../../src/businesses/business.entity.js';
import { CARD_FIELDS, seedBusinesses } from '../directory/directory-fixtures.js';
import { useTestApp } from '../support/test-app.js';

// Around Alexanderplatz (52.52, 13.405): each step is about 110 m further north.
const at = (name: string, steps: number, extra: Partial<Business> = {}) => ({
  name,
  latitude: 52.52 + steps * 0.001,
  longitude: 13.405,
  ...extra,
});

describe('nearby businesses on the business detail', () => {
  const ctx = useTestApp({ reset: 'once' });
  const detail = async (slug: string) =>
    (await request(ctx.app.getHttpServer()).get(`/api/businesses/${slug}`).expect(200)).body;
  let created: Business[];

  beforeAll(async () => {
    created = await seedBusinesses(ctx.app, [
      at('Centre', 0),
      at('Step 5', 5),
      at('Step 1', 1),
      at('Step 3', -3),
      at('Hidden Step 1', 1.2, { isApproved: false }),
      at('Step 2', 2),
      at('Step 7', -7),
      at('Step 4', 4),
      at('Step 6', 6),
      at('Tokyo', 0, { latitude: 35.6762, longitude: 139.6503, countryCode: 'JP' }),
      at('Nowhere', 0, { latitude: null, longitude: null }),
    ]);
  });

  it('lists the 6 closest approved businesses with coordinates, nearest first, never itself', async () => {
    const body = await detail((created[0] as Business).slug);
    expect(body.nearby.map((card: { name: string }) => card.name)).toEqual([
      'Step 1',
      'Step 2',
      'Step 3',
      'Step 4',
      'Step 5',
      'Step 6',
    ]);
    expect(Object.keys(body.nearby[0]).sort()).toEqual(CARD_FIELDS);
  });

  it('reaches across the world when nothing is close, still only approved businesses with coordinates', async () => {
    const names = (await detail((created[9] as Business).slug)).nearby.map((card: { name: string }) => card.name);
    expect(names).toHaveLength(6);
    expect(names).not.toContain('Tokyo');
    expect(names).not.toContain('Hidden Step 1');
    expect(names).not.toContain('Nowhere');
  });

  it('is empty for a business without coordinates', async () => {
    expect((await detail((created[10] as Business).slug)).nearby).toEqual([]);
  });
});
