import type { AuditEntry, ContactMessage } from '@directory/shared';
import request from 'supertest';
import { useTestApp } from '../support/test-app.js';

/** docs/behaviour.md "Contact messages in the back office". */
describe('admin contact messages', () => {
  const ctx = useTestApp({ admin: true });

  async function storeMessage(subject: string): Promise<number> {
    const [row] = (await ctx.db.query(
      `INSERT INTO contact_messages (name, email, subject, message) VALUES ('Ada', 'ada@example.com', $1, $2) RETURNING id`,
      [subject, `Full text of ${subject}, long enough.`],
    )) as Array<{ id: number }>;
    return row.id;
  }

  const unread = async () => (await ctx.admin.get('/api/admin/contact-messages/unread-count').expect(200)).body;

  it('lists messages with readAt, marks one read and unread, and counts the unread ones', async () => {
    const first = await storeMessage('First subject');
    const second = await storeMessage('Second subject');
    expect(await unread()).toEqual({ count: 2 });

    const list = (await ctx.admin.get('/api/admin/contact-messages').expect(200)).body;
    expect(list.pagination).toMatchObject({ page: 1, total: 2 });
    expect(list.messages.map((m: ContactMessage) => [m.id, m.readAt])).toEqual([
      [second, null],
      [first, null],
    ]);

    const read = (await ctx.admin.post(`/api/admin/contact-messages/${first}/read`).expect(200)).body as ContactMessage;
    expect(read).toMatchObject({
      id: first,
      subject: 'First subject',
      message: 'Full text of First subject, long enough.',
    });
    expect(Date.parse(read.readAt as string)).toBeGreaterThan(0);
    expect(await unread()).toEqual({ count: 1 });
    // Reading again keeps the first reading time.
    const again = (await ctx.admin.post(`/api/admin/contact-messages/${first}/read`).expect(200)).body;
    expect(again.readAt).toBe(read.readAt);
    const opened = (await ctx.admin.get(`/api/admin/contact-messages/${first}`).expect(200)).body;
    expect(opened.readAt).toBe(read.readAt);

    const unreadAgain = (await ctx.admin.post(`/api/admin/contact-messages/${first}/unread`).expect(200)).body;
    expect(unreadAgain.readAt).toBeNull();
    expect(await unread()).toEqual({ count: 2 });
  });

  it('deletes a message and writes the deletion to the audit log', async () => {
    const id = await storeMessage('To be deleted');
    await ctx.admin
      .delete(`/api/admin/contact-messages/${id}`)
      .expect(200, { success: true, message: 'Mesaj silindi' });
    expect(await ctx.db.query(`SELECT id FROM contact_messages`)).toEqual([]);
    const log = (await ctx.admin.get('/api/admin/audit-log?action=contact-message.deleted').expect(200)).body;
    expect(log.entries.map((e: AuditEntry) => [e.username, e.details])).toEqual([
      ['e2e-admin', { id, name: 'Ada', email: 'ada@example.com', subject: 'To be deleted' }],
    ]);
    await ctx.admin.delete(`/api/admin/contact-messages/${id}`).expect(404);
  });

  it('answers 404 for an unknown id and 400 for an id that is not plain digits', async () => {
    await ctx.admin.post('/api/admin/contact-messages/999/read').expect(404);
    await ctx.admin.post('/api/admin/contact-messages/999/unread').expect(404);
    await ctx.admin.get('/api/admin/contact-messages/999').expect(404);
    await ctx.admin.delete('/api/admin/contact-messages/999').expect(404);
    const id = await storeMessage('Exists');
    for (const bad of ['1e3', '0x10', '01', '-1']) {
      const res = await ctx.admin.post(`/api/admin/contact-messages/${bad}/read`).expect(400);
      expect(res.body.errors).toHaveProperty('id');
      await ctx.admin.delete(`/api/admin/contact-messages/${bad}`).expect(400);
    }
    expect(await ctx.db.query(`SELECT id, read_at FROM contact_messages`)).toEqual([{ id, read_at: null }]);
  });

  it('answers 401 without a session and 403 for a change from another site', async () => {
    const id = await storeMessage('Guarded');
    const anonymous = request(ctx.app.getHttpServer());
    const unauthorized = { statusCode: 401, message: 'Unauthorized' };
    await anonymous.get('/api/admin/contact-messages/unread-count').expect(401, unauthorized);
    await anonymous.get(`/api/admin/contact-messages/${id}`).expect(401);
    await anonymous.post(`/api/admin/contact-messages/${id}/read`).expect(401);
    await anonymous.post(`/api/admin/contact-messages/${id}/unread`).expect(401);
    await anonymous.delete(`/api/admin/contact-messages/${id}`).expect(401);
    const foreign = 'https://evil.example';
    await ctx.admin.post(`/api/admin/contact-messages/${id}/read`).set('Origin', foreign).expect(403);
    await ctx.admin.post(`/api/admin/contact-messages/${id}/unread`).set('Origin', foreign).expect(403);
    await ctx.admin.delete(`/api/admin/contact-messages/${id}`).set('Origin', foreign).expect(403);
    expect(await ctx.db.query(`SELECT id, read_at FROM contact_messages`)).toEqual([{ id, read_at: null }]);
  });
});
