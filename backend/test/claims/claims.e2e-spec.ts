import request from 'supertest';
import { DataChangesService } from '../../src/data-changes/data-changes.service.js';
import { createBusiness } from '../factories/business.factory.js';
import { verifiedAccountAgent } from '../support/account-agent.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { useTestApp } from '../support/test-app.js';

const BASE = 'https://directory.example';
const MESSAGE = 'I am the manager of this bakery since 2019; call the shop to check.';
let counter = 0;
const address = (name: string) => `${name}-${++counter}@example.com`;

describe('claims and owners (docs/behaviour.md §14)', () => {
  let sink: SmtpSink;
  const env: Record<string, string> = { PUBLIC_BASE_URL: BASE };
  beforeAll(async () => {
    sink = await SmtpSink.start();
    env.SMTP_URL = sink.url;
  });
  const ctx = useTestApp({ reset: 'once', admin: true, env });
  afterAll(() => sink.stop());
  const http = () => request(ctx.app.getHttpServer());

  async function business(name: string, website: string | null) {
    const created = await createBusiness(ctx.app, { name, website });
    await ctx.app.get(DataChangesService).bulkChanged('test-setup');
    return created;
  }

  /** The claim link of the newest mail to `to`, with its claim id and token. */
  async function claimLink(to: string, nth = 1) {
    const mail = await sink.waitFor(to, nth);
    const match = /https:\/\/directory\.example\/account\/claims\/(\d+)\/verify\?token=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    );
    if (!match) throw new Error(`no claim link in:\n${mail.text}`);
    return { mail, id: Number(match[1]), token: match[2]! };
  }

  it('claims by e-mail end to end: a single-use link to the address makes the account the verified owner', async () => {
    const shop = await business('Link Bakery', 'https://shop.linkbakery.co.uk/menu');
    const owner = await verifiedAccountAgent(ctx.app, address('owner'), 'Olive Owner');
    const other = await verifiedAccountAgent(ctx.app, address('other'));

    const res = await owner
      .post(`/api/businesses/${shop.slug}/claim`)
      .send({ method: 'email', email: 'Info@LinkBakery.co.uk' })
      .expect(201);
    expect(res.body).toEqual({ claim: { id: expect.any(Number), state: 'awaiting_email' } });
    const { mail, id, token } = await claimLink('info@linkbakery.co.uk');
    expect(id).toBe(res.body.claim.id);
    expect(mail.subject).toBe('Confirm that you own Link Bakery');

    await other.post(`/api/claims/${id}/verify`).send({ token }).expect(403);
    await owner
      .post(`/api/claims/${id}/verify`)
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    const verified = await owner.post(`/api/claims/${id}/verify`).send({ token }).expect(200);
    expect(verified.body.claim).toMatchObject({ id, state: 'approved' });
    await owner.post(`/api/claims/${id}/verify`).send({ token }).expect(400);

    const detail = await http().get(`/api/businesses/${shop.slug}`).expect(200);
    expect(detail.body.owner).toEqual({ verified: true, since: expect.any(String) });
    const me = await owner.get('/api/account/me').expect(200);
    expect(me.body.ownedBusinesses).toEqual([{ id: shop.id, name: 'Link Bakery', slug: shop.slug }]);
    const mine = await owner.get('/api/account/claims').expect(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        id,
        method: 'email',
        state: 'approved',
        business: { id: shop.id, name: 'Link Bakery', slug: shop.slug },
      }),
    ]);
    // A verified owner: every further claim is 409, and the owner may not review the business.
    await other
      .post(`/api/businesses/${shop.slug}/claim`)
      .send({ method: 'manual', role: 'Owner', message: MESSAGE })
      .expect(409);
    await owner
      .post(`/api/businesses/${shop.slug}/reviews`)
      .send({ rating: 5, text: 'Our own bread is the best in town, trust me.' })
      .expect(403);
  });

  it('matches the registrable domain on tricky hosts, and says why it refuses (400)', async () => {
    const agent = await verifiedAccountAgent(ctx.app, address('domains'));
    const claim = (slug: string, email: string) =>
      agent.post(`/api/businesses/${slug}/claim`).send({ method: 'email', email });
    const bare = await business('Bare Host Deli', 'bare-host-deli.org/shop');
    const idn = await business('Bäckerei Müller', 'https://www.bäckerei-müller.de/');
    const sub = await business('Sub Domain Cafe', 'https://a.b.subcafe.com');
    const none = await business('No Site Cafe', null);

    const wrong = await claim(sub.slug, 'owner@subcafe.com.evil.io').expect(400);
    expect(wrong.body.errors.email).toBe("Use an address at subcafe.com, the domain of the business's website.");
    await claim(sub.slug, 'owner@cafe.com').expect(400);
    const missing = await claim(none.slug, 'owner@nosite.example').expect(400);
    expect(missing.body.errors.email).toMatch(/no website/);
    await claim(sub.slug, 'not-an-address').expect(400);

    await claim(bare.slug, 'hello@bare-host-deli.org').expect(201);
    await claim(idn.slug, 'inhaber@xn--bckerei-mller-bfb28a.de').expect(201);
    await claim(sub.slug, 'owner@mail.subcafe.com').expect(400);
    await claim(sub.slug, 'owner@subcafe.com').expect(201);
    // The account already has an open claim on it: 409, until its link expires unused.
    await claim(sub.slug, 'other@subcafe.com').expect(409);
    await ctx.db.query(
      `UPDATE business_claims SET token_expires_at = now() - interval '1 minute' WHERE email = 'owner@subcafe.com'`,
    );
    await claim(sub.slug, 'other@subcafe.com').expect(201);
    const [expired] = await ctx.db.query(`SELECT state, reason FROM business_claims WHERE email = 'owner@subcafe.com'`);
    expect(expired).toEqual({ state: 'rejected', reason: 'The e-mailed link expired unused.' });
  });

  it('needs a signed-in account that is not blocked (401, 403), and allows 5 claims an account a day (429)', async () => {
    const shop = await business('Limits Bakery', 'https://limits.example');
    await http()
      .post(`/api/businesses/${shop.slug}/claim`)
      .send({ method: 'manual', role: 'Owner', message: MESSAGE })
      .expect(401);
    await ctx.admin
      .post(`/api/businesses/${shop.slug}/claim`)
      .send({ method: 'manual', role: 'Owner', message: MESSAGE })
      .expect(401);
    await http().get('/api/account/claims').expect(401);

    const email = address('blocked');
    const blocked = await verifiedAccountAgent(ctx.app, email);
    const [{ id }] = await ctx.db.query(`SELECT id FROM accounts WHERE email = $1`, [email]);
    await ctx.admin.post(`/api/admin/accounts/${id}/block`).expect(200);
    await blocked
      .post(`/api/businesses/${shop.slug}/claim`)
      .send({ method: 'manual', role: 'Owner', message: MESSAGE })
      .expect(403);

    const busy = await verifiedAccountAgent(ctx.app, address('busy'));
    const short = await busy
      .post(`/api/businesses/${shop.slug}/claim`)
      .send({ method: 'manual', role: 'Owner', message: 'Too short' })
      .expect(400);
    expect(short.body.errors.message).toBe('Message must be at least 20 characters');
    await busy
      .post('/api/businesses/no-such-bakery-a1b2c3/claim')
      .send({ method: 'manual', role: 'Owner', message: MESSAGE })
      .expect(404);
    for (let i = 0; i < 5; i++) {
      const target = await business(`Busy Bakery ${i}`, null);
      await busy
        .post(`/api/businesses/${target.slug}/claim`)
        .send({ method: 'manual', role: 'Owner', message: MESSAGE })
        .expect(201);
    }
    const sixth = await business('Busy Bakery 5', null);
    await busy
      .post(`/api/businesses/${sixth.slug}/claim`)
      .send({ method: 'manual', role: 'Owner', message: MESSAGE })
      .expect(429);
  });

  it('lets an admin reject a manual claim with a reason and approve another, each e-mailed and audited', async () => {
    const shop = await business('Manual Bakery', null);
    const firstEmail = address('first-claimant');
    const first = await verifiedAccountAgent(ctx.app, firstEmail, 'Fay First');
    const secondEmail = address('second-claimant');
    const second = await verifiedAccountAgent(ctx.app, secondEmail, 'Sam Second');
    const a = (
      await first
        .post(`/api/businesses/${shop.slug}/claim`)
        .send({ method: 'manual', role: 'Manager', phone: '+44 20 7946 0000', message: `<b>${MESSAGE}</b>` })
        .expect(201)
    ).body.claim;
    expect(a.state).toBe('pending');
    const b = (
      await second
        .post(`/api/businesses/${shop.slug}/claim`)
        .send({ method: 'manual', role: 'Owner', message: MESSAGE })
        .expect(201)
    ).body.claim;

    const queue = await ctx.admin.get('/api/admin/claims').query({ state: 'pending' }).expect(200);
    const listed = queue.body.claims.find((c: { id: number }) => c.id === a.id);
    expect(listed).toMatchObject({
      method: 'manual',
      role: 'Manager',
      phone: '+44 20 7946 0000',
      message: `<b>${MESSAGE}</b>`,
      business: { id: shop.id, name: 'Manual Bakery', slug: shop.slug },
      account: { displayName: 'Fay First', email: firstEmail },
    });
    await ctx.admin.post(`/api/admin/claims/${a.id}/reject`).send({ reason: '' }).expect(400);
    await ctx.admin
      .post(`/api/admin/claims/${a.id}/reject`)
      .send({ reason: 'We could not reach you at the shop.' })
      .expect(200);
    await ctx.admin.post(`/api/admin/claims/${a.id}/approve`).expect(409);
    const rejected = await sink.waitFor(firstEmail, 2);
    expect(rejected.subject).toBe('Your claim of Manual Bakery was not approved');
    expect(rejected.text).toContain('We could not reach you at the shop.');
    const firstClaims = await first.get('/api/account/claims').expect(200);
    expect(firstClaims.body[0]).toMatchObject({
      id: a.id,
      state: 'rejected',
      reason: 'We could not reach you at the shop.',
    });

    await ctx.admin.post(`/api/admin/claims/${b.id}/approve`).expect(200);
    const approved = await sink.waitFor(secondEmail, 2);
    expect(approved.subject).toBe('You are now the verified owner of Manual Bakery');
    expect((await http().get(`/api/businesses/${shop.slug}`).expect(200)).body.owner).toMatchObject({ verified: true });
    const stats = await ctx.admin.get('/api/admin/stats').expect(200);
    expect(stats.body.openClaims).toBe(
      (await ctx.db.query(`SELECT count(*)::int AS n FROM business_claims WHERE state = 'pending'`))[0].n,
    );
    const audit = await ctx.admin.get('/api/admin/audit-log').query({ action: 'claim.approved' }).expect(200);
    expect(audit.body.entries[0].details).toMatchObject({ claimId: b.id, businessId: shop.id });
  });

  it("applies an owner's edit at once, invalidating that business only, and refuses what needs a request", async () => {
    const shop = await business('Edit Bakery', null);
    const other = await business('Neighbour Bakery', null);
    const email = address('editor');
    const owner = await verifiedAccountAgent(ctx.app, email, 'Eddie Editor');
    const [{ id: accountId }] = await ctx.db.query(`SELECT id FROM accounts WHERE email = $1`, [email]);
    await ctx.db.query(`INSERT INTO business_owners (business_id, account_id) VALUES ($1, $2)`, [shop.id, accountId]);
    const stranger = await verifiedAccountAgent(ctx.app, address('stranger'));

    const etags = new Map<string, string>();
    for (const path of [
      '/',
      `/business/${other.slug}`,
      `/api/businesses/${other.slug}`,
      '/api/homepage-data',
      `/business/${shop.slug}`,
    ]) {
      etags.set(path, (await http().get(path).expect(200)).headers.etag as string);
    }
    const edit = {
      description: 'Sourdough, rye and spelt, baked every morning.',
      phone: '+49 30 111 222',
      hours: [
        { dayOfWeek: 1, openTime: '07:00', closeTime: '12:00', isClosed: false },
        { dayOfWeek: 1, openTime: '14:00', closeTime: '18:00', isClosed: false },
      ],
    };
    await stranger.patch(`/api/owner/businesses/${shop.id}`).send(edit).expect(403);
    await ctx.admin.patch(`/api/owner/businesses/${shop.id}`).send(edit).expect(401);
    const refused = await owner
      .patch(`/api/owner/businesses/${shop.id}`)
      .send({ ...edit, name: 'New Name' })
      .expect(400);
    expect(refused.body.errors.name).toMatch(/change request/);
    const overlap = await owner
      .patch(`/api/owner/businesses/${shop.id}`)
      .send({ hours: [edit.hours[0], { ...edit.hours[1], openTime: '11:00' }] })
      .expect(400);
    expect(Object.keys(overlap.body.errors)[0]).toMatch(/^hours/);
    expect((await http().get(`/api/businesses/${shop.slug}`).expect(200)).body.description).toBeNull();

    const saved = await owner.patch(`/api/owner/businesses/${shop.id}`).send(edit).expect(200);
    expect(saved.body).toMatchObject({ description: edit.description, phone: edit.phone });
    const detail = await http().get(`/api/businesses/${shop.slug}`).expect(200);
    expect(detail.body).toMatchObject({ description: edit.description, phone: edit.phone });
    expect(detail.body.hours.filter((h: { dayOfWeek: number }) => h.dayOfWeek === 1)).toHaveLength(2);
    expect(detail.body.owner).toEqual({ verified: true, since: expect.any(String), updatedAt: expect.any(String) });
    const page = await http()
      .get(`/business/${shop.slug}`)
      .set('If-None-Match', etags.get(`/business/${shop.slug}`)!)
      .expect(200);
    expect(page.text).toContain(edit.description);
    for (const path of ['/', `/business/${other.slug}`, `/api/businesses/${other.slug}`, '/api/homepage-data']) {
      await http().get(path).set('If-None-Match', etags.get(path)!).expect(304);
    }
    const audit = await ctx.admin.get('/api/admin/audit-log').query({ action: 'owner.business-edited' }).expect(200);
    expect(audit.body.entries[0]).toMatchObject({ username: email, details: { businessId: shop.id, accountId } });
    const history = await ctx.admin.get(`/api/admin/businesses/${shop.id}/owner`).expect(200);
    expect(history.body.owner).toMatchObject({ account: { id: accountId, email }, lastEditedAt: expect.any(String) });
    expect(history.body.changes.map((c: { action: string }) => c.action)).toContain('owner.business-edited');
  });

  it('applies a change request only once approved, and tells the owner of each decision', async () => {
    const shop = await business('Request Bakery', null);
    const email = address('requester');
    const owner = await verifiedAccountAgent(ctx.app, email, 'Rita Request');
    const [{ id: accountId }] = await ctx.db.query(`SELECT id FROM accounts WHERE email = $1`, [email]);
    await ctx.db.query(`INSERT INTO business_owners (business_id, account_id) VALUES ($1, $2)`, [shop.id, accountId]);

    await owner.post(`/api/owner/businesses/${shop.id}/change-requests`).send({ description: 'x' }).expect(400);
    await owner.post(`/api/owner/businesses/${shop.id}/change-requests`).send({}).expect(400);
    const asked = await owner
      .post(`/api/owner/businesses/${shop.id}/change-requests`)
      .send({ name: 'Request Bakery & Café', city: 'Potsdam' })
      .expect(201);
    expect(asked.body).toEqual({ id: expect.any(Number), state: 'pending' });
    expect((await http().get(`/api/businesses/${shop.slug}`).expect(200)).body.name).toBe('Request Bakery');

    const queue = await ctx.admin.get('/api/admin/change-requests').query({ state: 'pending' }).expect(200);
    expect(queue.body.changeRequests[0]).toMatchObject({
      id: asked.body.id,
      business: { id: shop.id },
      account: { id: accountId, email },
      changes: [
        { field: 'name', before: 'Request Bakery', after: 'Request Bakery & Café' },
        { field: 'city', before: 'Berlin', after: 'Potsdam' },
      ],
    });
    await ctx.admin.post(`/api/admin/change-requests/${asked.body.id}/approve`).expect(200);
    await ctx.admin.post(`/api/admin/change-requests/${asked.body.id}/approve`).expect(409);
    const renamed = await http().get(`/api/businesses/${shop.slug}`);
    const current =
      renamed.status === 200 ? renamed.body : (await ctx.admin.get(`/api/admin/businesses/${shop.id}`)).body;
    expect(current).toMatchObject({ name: 'Request Bakery & Café', city: 'Potsdam' });
    expect((await sink.waitFor(email, 2)).subject).toBe('Your changes to Request Bakery were approved');

    const second = await owner
      .post(`/api/owner/businesses/${shop.id}/change-requests`)
      .send({ address: 'Am Markt 1' })
      .expect(201);
    await ctx.admin
      .post(`/api/admin/change-requests/${second.body.id}/reject`)
      .send({ reason: 'The shop is still at the old address.' })
      .expect(200);
    expect((await sink.waitFor(email, 3)).text).toContain('The shop is still at the old address.');
    const dashboard = await owner.get(`/api/owner/businesses/${shop.id}`).expect(200);
    expect(dashboard.body.business.address).not.toBe('Am Markt 1');
    expect(dashboard.body.changeRequests[0]).toMatchObject({
      id: second.body.id,
      state: 'rejected',
      reason: 'The shop is still at the old address.',
    });
  });

  it('lets the owner reply under reviews, and revokes an owner, who then loses every power', async () => {
    const shop = await business('Revoke Bakery', null);
    const email = address('revoked-owner');
    const owner = await verifiedAccountAgent(ctx.app, email, 'Ron Revoked');
    const [{ id: accountId }] = await ctx.db.query(`SELECT id FROM accounts WHERE email = $1`, [email]);
    await ctx.db.query(`INSERT INTO business_owners (business_id, account_id) VALUES ($1, $2)`, [shop.id, accountId]);
    const reader = await verifiedAccountAgent(ctx.app, address('reader'));
    const review = (
      await reader
        .post(`/api/businesses/${shop.slug}/reviews`)
        .send({ rating: 3, text: 'Good bread, but the queue was slow today.' })
        .expect(201)
    ).body.review;
    await reader.put(`/api/reviews/${review.id}/reply`).send({ text: 'Not mine to answer' }).expect(403);
    await owner
      .put(`/api/reviews/${review.id}/reply`)
      .send({ text: 'Thank you, a second till opens next week.' })
      .expect(200);
    const listed = await http().get(`/api/businesses/${shop.slug}/reviews`).expect(200);
    expect(listed.body.reviews[0].ownerReply).toMatchObject({ text: 'Thank you, a second till opens next week.' });

    await ctx.admin.delete(`/api/admin/businesses/${shop.id}/owner`).expect(200);
    await ctx.admin.delete(`/api/admin/businesses/${shop.id}/owner`).expect(404);
    expect((await http().get(`/api/businesses/${shop.slug}`).expect(200)).body.owner).toBeNull();
    expect((await sink.waitFor(email, 2)).subject).toBe('You no longer manage Revoke Bakery');
    await owner.patch(`/api/owner/businesses/${shop.id}`).send({ phone: '+49 1' }).expect(403);
    await owner.put(`/api/reviews/${review.id}/reply`).send({ text: 'Still here?' }).expect(403);
    const audit = await ctx.admin.get('/api/admin/audit-log').query({ action: 'owner.revoked' }).expect(200);
    expect(audit.body.entries[0].details).toMatchObject({ businessId: shop.id, accountId });
  });
});
