import request from 'supertest';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { TEST_ACCOUNT_PASSWORD, verifiedAccountAgent } from '../support/account-agent.js';
import { useTestApp } from '../support/test-app.js';

const TEXT = 'A warm welcome, fresh bread every morning and friendly staff.';
let counter = 0;
const address = (name: string) => `${name}-${++counter}@example.com`;

describe('reviews (docs/behaviour.md §13)', () => {
  const ctx = useTestApp({ reset: 'once', admin: true });
  const http = () => request(ctx.app.getHttpServer());
  let slug: string;
  let businessId: number;

  beforeAll(async () => {
    const business = await createBusiness(ctx.app, { name: 'Review Bakery' });
    slug = business.slug;
    businessId = business.id;
    await ctx.app.get(DataChangesService).bulkChanged('test-setup');
  });

  async function freshBusiness(name: string) {
    const business = await createBusiness(ctx.app, { name });
    await ctx.app.get(DataChangesService).bulkChanged('test-setup');
    return business;
  }

  it('writes a published review (201), lists it with the real distribution, and refuses a second one (409)', async () => {
    const { slug: own } = await freshBusiness('List Bakery');
    const author = await verifiedAccountAgent(ctx.app, address('author'), 'Ada Author');
    const res = await author
      .post(`/api/businesses/${own}/reviews`)
      .send({ rating: 4, text: `  ${TEXT}  ` })
      .expect(201);
    expect(res.body.review).toMatchObject({ rating: 4, text: TEXT, state: 'published', editedAt: null });
    await author.post(`/api/businesses/${own}/reviews`).send({ rating: 5, text: TEXT }).expect(409);
    const page = await http().get(`/api/businesses/${own}/reviews`).expect(200);
    expect(page.body).toEqual({
      reviews: [
        {
          id: res.body.review.id,
          rating: 4,
          text: TEXT,
          author: { displayName: 'Ada Author' },
          createdAt: expect.any(String),
          editedAt: null,
          helpfulCount: 0,
          ownerReply: null,
        },
      ],
      page: 1,
      limit: 10,
      total: 1,
      totalPages: 1,
      summary: { average: 4, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
    });
    const detail = await http().get(`/api/businesses/${own}`).expect(200);
    expect(detail.body.siteRating).toEqual({ average: 4, count: 1 });
    expect(detail.body.owner).toBeNull();
  });

  it('lists no reviews of a business without any, and answers 404 for an unknown or unapproved business', async () => {
    const { slug: quiet } = await freshBusiness('Quiet Bakery');
    const empty = await http().get(`/api/businesses/${quiet}/reviews?page=2`).expect(200);
    expect(empty.body).toEqual({
      reviews: [],
      page: 2,
      limit: 10,
      total: 0,
      totalPages: 0,
      summary: { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
    const hidden = await createBusiness(ctx.app, { name: 'Hidden Bakery', isApproved: false });
    for (const unknown of [hidden.slug, 'no-such-bakery-q9w8e7']) {
      const res = await http().get(`/api/businesses/${unknown}/reviews`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Business not found' });
    }
  });

  it('answers 401 without a session, 400 for bad input, 404 for an unknown business', async () => {
    await http().post(`/api/businesses/${slug}/reviews`).send({ rating: 5, text: TEXT }).expect(401);
    const agent = await verifiedAccountAgent(ctx.app, address('bad'));
    const short = await agent
      .post(`/api/businesses/${slug}/reviews`)
      .send({ rating: 5, text: 'too short' })
      .expect(400);
    expect(short.body.errors.text).toBe('Review must be at least 20 characters');
    await agent.post(`/api/businesses/${slug}/reviews`).send({ rating: 6, text: TEXT }).expect(400);
    await agent.post(`/api/businesses/${slug}/reviews`).send({ rating: 2.5, text: TEXT }).expect(400);
    await agent.post('/api/businesses/no-such-business-x1y2z3/reviews').send({ rating: 5, text: TEXT }).expect(404);
  });

  it('holds links, addresses and blocklisted words as pending, out of the public list', async () => {
    const { slug: held } = await freshBusiness('Held Bakery');
    await ctx.admin.post('/api/admin/site-settings').send({ review_blocklist: 'Arnaque' }).expect(200);
    const cases = [
      'Cheaper bread at www.other-bakery.example every day',
      'Write me at someone@example.com for a better offer',
      'Une véritable ARNAQUE, je ne reviendrai jamais ici',
    ];
    for (const text of cases) {
      const agent = await verifiedAccountAgent(ctx.app, address('held'));
      const res = await agent.post(`/api/businesses/${held}/reviews`).send({ rating: 1, text }).expect(201);
      expect(res.body.review.state).toBe('pending');
    }
    const page = await http().get(`/api/businesses/${held}/reviews`).expect(200);
    expect(page.body.total).toBe(0);
    expect(page.body.summary.average).toBeNull();
    const queue = await ctx.admin
      .get('/api/admin/reviews')
      .query({
        state: 'pending',
        business: String((await ctx.db.query(`SELECT id FROM businesses WHERE slug = $1`, [held]))[0].id),
      })
      .expect(200);
    expect(queue.body.reviews.map((r: { heldBecause: string[] }) => r.heldBecause).sort()).toEqual([
      ['blocklist'],
      ['email_address'],
      ['link'],
    ]);
    await ctx.admin.post('/api/admin/site-settings').send({ review_blocklist: '' }).expect(200);
  });

  it('toggles helpful votes, refuses a vote on one’s own review, and sorts by helpful', async () => {
    const { slug: voted } = await freshBusiness('Voted Bakery');
    const first = await verifiedAccountAgent(ctx.app, address('first'));
    const second = await verifiedAccountAgent(ctx.app, address('second'));
    const a = (await first.post(`/api/businesses/${voted}/reviews`).send({ rating: 5, text: TEXT }).expect(201)).body
      .review;
    const b = (await second.post(`/api/businesses/${voted}/reviews`).send({ rating: 2, text: TEXT }).expect(201)).body
      .review;
    await first.post(`/api/reviews/${a.id}/helpful`).expect(403);
    expect((await first.post(`/api/reviews/${b.id}/helpful`).expect(200)).body).toEqual({
      helpful: true,
      helpfulCount: 1,
    });
    const helpfulFirst = await http().get(`/api/businesses/${voted}/reviews`).expect(200);
    expect(helpfulFirst.body.reviews.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const lowest = await http().get(`/api/businesses/${voted}/reviews?sort=highest`).expect(200);
    expect(lowest.body.reviews.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect((await first.post(`/api/reviews/${b.id}/helpful`).expect(200)).body).toEqual({
      helpful: false,
      helpfulCount: 0,
    });
    await http().get(`/api/businesses/${voted}/reviews?sort=loudest`).expect(400);
    await http().get(`/api/businesses/${voted}/reviews?limit=51`).expect(400);
  });

  it('sends a review with 3 reports from different accounts back to pending; a second report is 409', async () => {
    const { slug: reported } = await freshBusiness('Reported Bakery');
    const author = await verifiedAccountAgent(ctx.app, address('reported'));
    const review = (
      await author.post(`/api/businesses/${reported}/reviews`).send({ rating: 5, text: TEXT }).expect(201)
    ).body.review;
    const reporters = await Promise.all([1, 2, 3].map(() => verifiedAccountAgent(ctx.app, address('reporter'))));
    await reporters[0]!
      .post(`/api/reviews/${review.id}/report`)
      .send({ reason: 'fake', note: 'Never open' })
      .expect(201);
    await reporters[0]!.post(`/api/reviews/${review.id}/report`).send({ reason: 'spam' }).expect(409);
    await reporters[1]!.post(`/api/reviews/${review.id}/report`).send({ reason: 'nonsense' }).expect(400);
    await reporters[1]!.post(`/api/reviews/${review.id}/report`).send({ reason: 'spam' }).expect(201);
    expect((await http().get(`/api/businesses/${reported}/reviews`).expect(200)).body.total).toBe(1);
    await reporters[2]!.post(`/api/reviews/${review.id}/report`).send({ reason: 'offensive' }).expect(201);
    expect((await http().get(`/api/businesses/${reported}/reviews`).expect(200)).body.total).toBe(0);
    const queue = await ctx.admin.get('/api/admin/reviews').query({ state: 'pending' }).expect(200);
    const held = queue.body.reviews.find((r: { id: number }) => r.id === review.id);
    expect(held.heldBecause).toEqual(['reports']);
    expect(held.reports).toHaveLength(3);
    await ctx.admin.post(`/api/admin/reviews/${review.id}/publish`).expect(200);
    expect((await http().get(`/api/businesses/${reported}/reviews`).expect(200)).body.total).toBe(1);
  });

  it('lets the author edit (moderated again) and delete, and nobody else', async () => {
    const { slug: edited } = await freshBusiness('Edited Bakery');
    const author = await verifiedAccountAgent(ctx.app, address('editor'));
    const other = await verifiedAccountAgent(ctx.app, address('other'));
    const review = (await author.post(`/api/businesses/${edited}/reviews`).send({ rating: 3, text: TEXT }).expect(201))
      .body.review;
    await other.put(`/api/reviews/${review.id}`).send({ rating: 1 }).expect(403);
    await other.delete(`/api/reviews/${review.id}`).expect(403);
    const changed = await author
      .put(`/api/reviews/${review.id}`)
      .send({ rating: 5, text: `${TEXT} See http://x.example` })
      .expect(200);
    expect(changed.body.review).toMatchObject({ rating: 5, state: 'pending', editedAt: expect.any(String) });
    await author.delete(`/api/reviews/${review.id}`).expect(200);
    await author.put(`/api/reviews/${review.id}`).send({ rating: 2 }).expect(404);
  });

  it('rejects with a reason the author sees, and lets an admin session delete through the public route', async () => {
    const { slug: rejected } = await freshBusiness('Rejected Bakery');
    const author = await verifiedAccountAgent(ctx.app, address('rejected'));
    const review = (
      await author.post(`/api/businesses/${rejected}/reviews`).send({ rating: 1, text: TEXT }).expect(201)
    ).body.review;
    await ctx.admin.post(`/api/admin/reviews/${review.id}/reject`).send({}).expect(400);
    const res = await ctx.admin
      .post(`/api/admin/reviews/${review.id}/reject`)
      .send({ reason: 'Not about this business' })
      .expect(200);
    expect(res.body.review).toMatchObject({ state: 'rejected', rejectionReason: 'Not about this business' });
    const exported = await author.get('/api/account/export').expect(200);
    expect(exported.body.reviews[0]).toMatchObject({
      id: review.id,
      state: 'rejected',
      rejectionReason: 'Not about this business',
    });
    await ctx.admin.delete(`/api/reviews/${review.id}`).expect(200);
    const log = await ctx.db.query(`SELECT action FROM audit_log WHERE details->>'reviewId' = $1 ORDER BY id`, [
      String(review.id),
    ]);
    expect(log.map((e: { action: string }) => e.action)).toEqual(['review.rejected']);
  });

  it('hides a blocked account’s reviews and refuses its writes (403), and shows them again when unblocked', async () => {
    const { slug: blocked } = await freshBusiness('Blocked Bakery');
    const email = address('blocked');
    const author = await verifiedAccountAgent(ctx.app, email);
    await author.post(`/api/businesses/${blocked}/reviews`).send({ rating: 2, text: TEXT }).expect(201);
    const [{ id }] = await ctx.db.query(`SELECT id FROM accounts WHERE email = $1`, [email]);
    await ctx.admin.post(`/api/admin/accounts/${id}/block`).expect(200);
    expect((await http().get(`/api/businesses/${blocked}/reviews`).expect(200)).body.summary.count).toBe(0);
    expect((await http().get(`/api/businesses/${blocked}`).expect(200)).body.siteRating).toBeNull();
    await author.post(`/api/businesses/${slug}/reviews`).send({ rating: 2, text: TEXT }).expect(403);
    await ctx.admin.post(`/api/admin/accounts/${id}/unblock`).expect(200);
    expect((await http().get(`/api/businesses/${blocked}/reviews`).expect(200)).body.summary.count).toBe(1);
  });

  it('keeps summaries exact after an account is deleted (compared with a fresh count)', async () => {
    const { slug: counted, id } = await freshBusiness('Counted Bakery');
    const email = address('leaving');
    const leaving = await verifiedAccountAgent(ctx.app, email);
    const staying = await verifiedAccountAgent(ctx.app, address('staying'));
    await leaving.post(`/api/businesses/${counted}/reviews`).send({ rating: 1, text: TEXT }).expect(201);
    const kept = (await staying.post(`/api/businesses/${counted}/reviews`).send({ rating: 5, text: TEXT }).expect(201))
      .body.review;
    await leaving.post(`/api/reviews/${kept.id}/helpful`).expect(200);
    await leaving.delete('/api/account').send({ password: TEST_ACCOUNT_PASSWORD }).expect(200);
    const page = await http().get(`/api/businesses/${counted}/reviews`).expect(200);
    const [fresh] = await ctx.db.query(
      `SELECT count(*)::int AS count, round(avg(rating), 1)::float AS average FROM reviews WHERE business_id = $1 AND state = 'published'`,
      [id],
    );
    expect(page.body.summary).toMatchObject(fresh);
    expect(page.body.reviews[0].helpfulCount).toBe(0);
  });

  it('answers 403 to an unverified account', async () => {
    const agent = request.agent(ctx.app.getHttpServer());
    const email = address('unverified');
    await agent
      .post('/api/account/signup')
      .send({ displayName: 'Not Yet', email, password: TEST_ACCOUNT_PASSWORD })
      .expect(201);
    await ctx.db.query(`UPDATE accounts SET email_verified_at = now() WHERE email = $1`, [email]);
    await agent.post('/api/account/login').send({ email, password: TEST_ACCOUNT_PASSWORD }).expect(200);
    await ctx.db.query(`UPDATE accounts SET email_verified_at = NULL WHERE email = $1`, [email]);
    await agent.post(`/api/businesses/${slug}/reviews`).send({ rating: 4, text: TEXT }).expect(403);
  });

  it('invalidates only the reviewed business: the home page and another business keep their ETag', async () => {
    const { slug: other } = await freshBusiness('Untouched Bakery');
    const home = await http().get('/api/homepage-data').expect(200);
    const untouched = await http().get(`/api/businesses/${other}`).expect(200);
    const before = await http().get(`/api/businesses/${slug}`).expect(200);
    const author = await verifiedAccountAgent(ctx.app, address('cache'));
    await author.post(`/api/businesses/${slug}/reviews`).send({ rating: 5, text: TEXT }).expect(201);
    await http().get('/api/homepage-data').set('If-None-Match', home.headers.etag).expect(304);
    await http().get(`/api/businesses/${other}`).set('If-None-Match', untouched.headers.etag).expect(304);
    const after = await http().get(`/api/businesses/${slug}`).set('If-None-Match', before.headers.etag).expect(200);
    expect(after.body.siteRating.count).toBeGreaterThan(before.body.siteRating?.count ?? 0);
    expect(businessId).toBeGreaterThan(0);
  });
});
