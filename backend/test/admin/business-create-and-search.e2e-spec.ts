import request from 'supertest';
import { createBusiness } from '../factories/business.factory.js';
import { useTestApp } from '../support/test-app.js';

describe("the back office's new business and list search", () => {
  const ctx = useTestApp({ admin: true });

  const listed = async (search: string): Promise<string[]> => {
    const { body } = await ctx.admin.get('/api/admin/businesses').query({ search }).expect(200);
    return (body.businesses as Array<{ name: string }>).map((b) => b.name).sort();
  };

  describe('POST /api/admin/businesses', () => {
    const NEW = {
      name: 'Köşe Fırını',
      category: 'Bakery',
      address: 'Bağdat Caddesi 1, İstanbul',
      city: 'İstanbul',
      countryCode: 'tr',
      hours: [
        { dayOfWeek: 1, openTime: '08:00', closeTime: '12:00', isClosed: false },
        { dayOfWeek: 1, openTime: '14:00', closeTime: '18:00', isClosed: false },
      ],
      amenities: [{ amenityType: 'Wi-Fi', hasAmenity: true }],
    };

    it('stores a business entered by hand, unapproved unless ticked, with a slug and place_id of its own', async () => {
      const { body } = await ctx.admin.post('/api/admin/businesses').send(NEW).expect(201);
      expect(body).toMatchObject({ name: 'Köşe Fırını', countryCode: 'TR', city: 'İstanbul', isApproved: false });
      expect(body.slug).toMatch(/^kose-firini-[a-z0-9]{6}$/);
      expect(body.placeId).toMatch(/^manual_[0-9a-f]{32}$/);
      expect(body.hours).toHaveLength(2);
      expect(body.amenities).toEqual([expect.objectContaining({ amenityType: 'Wi-Fi', hasAmenity: true })]);
      const read = await ctx.admin.get(`/api/admin/businesses/${body.id}`).expect(200);
      expect(read.body.name).toBe('Köşe Fırını');
      // Not public until approved.
      await request(ctx.app.getHttpServer()).get(`/api/businesses/${body.slug}`).expect(404);
      const audit = await ctx.admin.get('/api/admin/audit-log').expect(200);
      expect(JSON.stringify(audit.body)).toContain('business.created');
    });

    it('publishes at once when created approved', async () => {
      const { body } = await ctx.admin
        .post('/api/admin/businesses')
        .send({ ...NEW, isApproved: true })
        .expect(201);
      const page = await request(ctx.app.getHttpServer()).get(`/api/businesses/${body.slug}`).expect(200);
      expect(page.body.name).toBe('Köşe Fırını');
    });

    it('refuses a business without its required fields, naming each, and stores nothing', async () => {
      const { body } = await ctx.admin.post('/api/admin/businesses').send({ name: 'Only a name' }).expect(400);
      expect(Object.keys(body.errors).sort()).toEqual(['address', 'category', 'countryCode']);
      expect(await listed('Only a name')).toEqual([]);
    });

    it('refuses a taken place_id with 409', async () => {
      await createBusiness(ctx.app, { name: 'Taken', placeId: 'place-taken' });
      await ctx.admin
        .post('/api/admin/businesses')
        .send({ ...NEW, placeId: 'place-taken' })
        .expect(409);
    });

    it('needs a session and a same-site origin', async () => {
      await request(ctx.app.getHttpServer()).post('/api/admin/businesses').send(NEW).expect(401);
      await ctx.admin.post('/api/admin/businesses').set('Origin', 'https://evil.example').send(NEW).expect(403);
    });
  });

  describe('GET /api/admin/businesses?search=', () => {
    beforeEach(async () => {
      await createBusiness(ctx.app, { name: 'Güler Kuaför', category: 'Hair Salon', placeId: 'p-guler' });
      await createBusiness(ctx.app, { name: 'Işık Eczanesi', category: 'Pharmacy', placeId: 'p-isik' });
      await createBusiness(ctx.app, { name: 'Crème Café', category: 'Cafe', placeId: 'p-creme' });
      await createBusiness(ctx.app, { name: 'Plain Garage', category: 'Auto Repair', placeId: 'p-plain' });
    });

    it.each([
      ['guler', ['Güler Kuaför']],
      ['GÜLER', ['Güler Kuaför']],
      ['isik', ['Işık Eczanesi']],
      ['ışık', ['Işık Eczanesi']],
      ['creme cafe', ['Crème Café']],
      ['kuafor', ['Güler Kuaför']],
    ])('folds case and accents: %s', async (search, names) => {
      expect(await listed(search)).toEqual(names);
    });

    it('finds a business by its id and by its slug', async () => {
      const { body } = await ctx.admin.get('/api/admin/businesses').query({ search: 'Plain' }).expect(200);
      const plain = body.businesses[0] as { id: number; slug: string };
      expect(await listed(String(plain.id))).toContain('Plain Garage');
      expect(await listed(plain.slug)).toEqual(['Plain Garage']);
    });

    it('still treats % and _ as letters', async () => {
      expect(await listed('%')).toEqual([]);
      expect(await listed('_')).toEqual([]);
    });
  });
});
