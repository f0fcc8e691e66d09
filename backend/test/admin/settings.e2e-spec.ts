import request from 'supertest';
import { DataVersionService } from '../../src/cache/data-version.service.js';
import { SettingsService } from '../../src/settings/settings.service.js';
import { useTestApp } from '../support/test-app.js';

const EMPTY = {
  head_tags: '',
  footer_tags: '',
  analytics_code: '',
  facebook_pixel: '',
  review_moderation: 'flagged',
  review_blocklist: '',
};

describe('site settings', () => {
  const ctx = useTestApp({ admin: true });

  it('reads the four fields publicly, empty at first', async () => {
    const res = await request(ctx.app.getHttpServer()).get('/api/admin/site-settings').expect(200);
    expect(res.body).toEqual(EMPTY);
  });

  it('saves with the Turkish confirmation, and the public read and SettingsService.get() show it at once', async () => {
    await request(ctx.app.getHttpServer()).get('/api/admin/site-settings').expect(200);
    const versionBefore = await ctx.app.get(DataVersionService).current();
    const head = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>';
    const res = await ctx.admin
      .post('/api/admin/site-settings')
      .send({
        head_tags: head,
        footer_tags: '<div>footer</div>',
        analytics_code: 'G-TEST',
        facebook_pixel: '<noscript>px</noscript>',
      })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Site ayarları başarıyla güncellendi' });
    const read = await request(ctx.app.getHttpServer()).get('/api/admin/site-settings').expect(200);
    expect(read.body).toEqual({
      ...EMPTY,
      head_tags: head,
      footer_tags: '<div>footer</div>',
      analytics_code: 'G-TEST',
      facebook_pixel: '<noscript>px</noscript>',
    });
    expect(await ctx.app.get(SettingsService).get()).toEqual(read.body);
    expect(await ctx.app.get(DataVersionService).current()).toBeGreaterThan(versionBefore);
  });

  it('keeps fields the body leaves out, and stores an empty string as empty', async () => {
    await ctx.admin
      .post('/api/admin/site-settings')
      .send({ head_tags: '<meta name="a">', footer_tags: 'f' })
      .expect(200);
    await ctx.admin.post('/api/admin/site-settings').send({ footer_tags: '' }).expect(200);
    const read = await request(ctx.app.getHttpServer()).get('/api/admin/site-settings').expect(200);
    expect(read.body).toEqual({ ...EMPTY, head_tags: '<meta name="a">' });
  });

  it('accepts 100 000 characters and refuses 100 001 with a field error', async () => {
    await ctx.admin
      .post('/api/admin/site-settings')
      .send({ analytics_code: 'a'.repeat(100_000) })
      .expect(200);
    const res = await ctx.admin
      .post('/api/admin/site-settings')
      .send({ head_tags: 'a'.repeat(100_001) })
      .expect(400);
    expect(res.body.errors).toHaveProperty('head_tags');
    const read = await request(ctx.app.getHttpServer()).get('/api/admin/site-settings').expect(200);
    expect(read.body.analytics_code).toHaveLength(100_000);
    expect(read.body.head_tags).toBe('');
  });

  it('saves all four fields at the 100 000-character limit in one request', async () => {
    const full = {
      head_tags: 'h'.repeat(100_000),
      footer_tags: 'f'.repeat(100_000),
      analytics_code: 'a'.repeat(100_000),
      facebook_pixel: 'p'.repeat(100_000),
    };
    await ctx.admin.post('/api/admin/site-settings').send(full).expect(200);
    const read = await request(ctx.app.getHttpServer()).get('/api/admin/site-settings').expect(200);
    expect(read.body).toEqual({ ...EMPTY, ...full });
    await ctx.admin.post('/api/admin/site-settings').send(EMPTY).expect(200);
  });

  it('refuses fields that are not strings', async () => {
    const res = await ctx.admin
      .post('/api/admin/site-settings')
      .send({ footer_tags: { html: 1 } })
      .expect(400);
    expect(res.body.errors).toHaveProperty('footer_tags');
  });

  it('needs a session to save', async () => {
    await request(ctx.app.getHttpServer()).post('/api/admin/site-settings').send({ head_tags: 'x' }).expect(401);
    expect((await request(ctx.app.getHttpServer()).get('/api/admin/site-settings')).body.head_tags).toBe('');
  });

  it('sends security headers with a CSP that lets the site-settings tags run on public pages', async () => {
    const res = await request(ctx.app.getHttpServer()).get('/').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline' https:");
  });

  it('records the save in the audit log', async () => {
    await ctx.admin.post('/api/admin/site-settings').send({ head_tags: 'x' }).expect(200);
    const log = await ctx.admin.get('/api/admin/audit-log?action=settings.updated').expect(200);
    expect(log.body.entries[0]).toMatchObject({
      action: 'settings.updated',
      username: 'e2e-admin',
      details: { fields: ['head_tags'] },
    });
  });

  it('saves the review moderation settings, and refuses a moderation mode it does not know', async () => {
    await ctx.admin
      .post('/api/admin/site-settings')
      .send({ review_moderation: 'all', review_blocklist: 'scam\nrip off' })
      .expect(200);
    const read = await request(ctx.app.getHttpServer()).get('/api/admin/site-settings').expect(200);
    expect(read.body).toMatchObject({ review_moderation: 'all', review_blocklist: 'scam\nrip off' });
    const refused = await ctx.admin.post('/api/admin/site-settings').send({ review_moderation: 'some' }).expect(400);
    expect(refused.body.errors.review_moderation).toBe('review_moderation must be flagged or all');
  });
});
