import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import type { Business } from '../../src/businesses/business.entity.js';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { browserSuite, eventually, openSession, pageWidths, shown, signInByApi } from './browser.js';

/** A message long enough to wrap many times on a phone, with one unbroken word wider than the screen. */
const LONG_TEXT = `Merhaba, işletmemizin bilgileri değişti. ${'Yeni adresimiz ve çalışma saatlerimiz şöyledir. '.repeat(12)}Sonuncu-kelime-${'x'.repeat(80)}-son.`;

const messagesBadge = (page: Page) => page.locator('a[href="/admin/contact-messages"]').first().innerText();

describe('admin audit log and messages (docs/screens.md "Back office: audit log and messages")', () => {
  let business: Business;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    [business] = await seedBusinesses(app, [
      {
        name: 'Kahve Durağı',
        hours: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false }],
      },
    ]);
    const db = app.get(DataSource);
    await db.query(
      `INSERT INTO contact_messages (name, email, subject, message, created_at) VALUES
        ('Ayşe Yılmaz', 'ayse@example.com', 'Adres değişikliği', $1, now() - interval '1 hour'),
        ('John', 'john@example.com', 'Hello', 'A question about the listing.', now())`,
      [LONG_TEXT],
    );
  });

  it('shows an edit with its Turkish action label and the hours before and after', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    const res = await ui.session.context.request.put(`${ui.site.baseUrl}/api/admin/businesses/${business.id}`, {
      data: { hours: [{ dayOfWeek: 1, openTime: '09:00', closeTime: '18:00' }] },
    });
    expect(res.status()).toBe(200);
    await ui.page.goto('/admin/audit-log');
    await shown(ui.page.getByText('İşletme düzenlendi').first());
    const summary = ui.page.getByTestId('audit-summary').first();
    expect(await summary.innerText()).toBe(
      'Kahve Durağı — Çalışma saatleri: Pazartesi 09:00–17:00 → Pazartesi 09:00–18:00',
    );
    await summary.click();
    await shown(ui.page.getByRole('columnheader', { name: 'Önce' }));
    expect(await ui.page.getByRole('cell', { name: 'Pazartesi 09:00–18:00', exact: true }).count()).toBe(1);
  });

  it('opens a message at 390 px, its full text readable without horizontal scroll, and the badge goes down', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto('/admin/contact-messages');
    await eventually(async () => expect(await messagesBadge(ui.page)).toMatch(/Mesajlar\s*2/));

    const phone = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      await signInByApi(phone.context, ui.site.baseUrl);
      await phone.page.goto('/admin/contact-messages');
      await (await shown(phone.page.getByText('Adres değişikliği'))).click();
      const text = await shown(phone.page.getByTestId('message-text'));
      expect(await text.innerText()).toBe(LONG_TEXT);
      const box = await text.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 390) + (box?.width ?? 0) <= 390).toBe(true);
      const { scrollWidth, innerWidth } = await pageWidths(phone.page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await shown(phone.page.getByRole('button', { name: 'Okunmadı olarak işaretle' }));
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }

    await ui.page.reload();
    await eventually(async () => expect(await messagesBadge(ui.page)).toMatch(/Mesajlar\s*1/));
  });
});
