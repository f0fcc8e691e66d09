import { DataSource } from 'typeorm';
import type { Business } from '../../src/businesses/business.entity.js';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { browserSuite, eventually, openSession, pageWidths, shown, signInByApi, textAndLabels } from './browser.js';

/** Every admin screen a signed-in admin reaches from the menu. */
const SCREENS = [
  '/admin',
  '/admin/dashboard',
  '/admin/businesses',
  '/admin/audit-log',
  '/admin/contact-messages',
  '/admin/settings',
];

/** English words a Turkish back office must never show (the core react-admin texts among them). */
const ENGLISH = [
  /\bDelete\b/,
  /\bSave\b/,
  /\bCancel\b/,
  /\bApprove\b/,
  /\bAPPROVED\b/i,
  // 'Google Search Console' is a product's name, not an untranslated text.
  /\bSearch\b(?! Console)/,
  /\bExport\b/,
  /\bPage\b/,
  /Are you sure/i,
  /not valid/i,
  /Rows per page/i,
  /No results/i,
];
const RAW_KEYS = /\b(ra|resources|app)\.[a-z_-]+\.[a-z_.-]+/;

describe('admin screens fit the screen, speak Turkish and keep data safe', () => {
  let withoutHours: Business;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    const rows = Array.from({ length: 8 }, (_, i) => ({
      name: `Uzun İsimli Örnek İşletme Numarası ${i} Ticaret ve Sanayi Limited Şirketi`,
      category: i % 2 ? 'Otomotiv Tamir ve Bakım Servisi' : 'Fırın',
      countryCode: i % 3 ? 'DE' : 'TR',
      city: 'Berlin',
      isApproved: i % 2 === 0,
    }));
    [withoutHours] = await seedBusinesses(app, rows);
  });

  it.each([1280, 390])(
    'lists the businesses without horizontal scroll at %i px, every row action reachable',
    async (width) => {
      const session = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width, height: 900 } });
      try {
        await signInByApi(session.context, ui.site.baseUrl);
        await session.page.goto('/admin/businesses');
        const edit = await shown(session.page.getByRole('link', { name: 'Düzenle' }).first());
        expect(await session.page.getByRole('button', { name: 'Sil', exact: true }).count()).toBeGreaterThanOrEqual(8);
        expect(await session.page.getByRole('button', { name: /^(Onayla|Onayı kaldır)$/ }).count()).toBe(8);
        for (const action of ['CSV dışa aktar', "URL'leri düzelt", 'Tümünü sil']) {
          const button = session.page.getByRole('button', { name: action });
          expect(await button.isVisible()).toBe(true);
          const box = await button.boundingBox();
          expect((box?.x ?? -1) >= 0 && (box?.x ?? width) + (box?.width ?? 0) <= width).toBe(true);
        }
        const editBox = await edit.boundingBox();
        expect((editBox?.x ?? width) + (editBox?.width ?? 0)).toBeLessThanOrEqual(width);
        const { scrollWidth, innerWidth } = await pageWidths(session.page);
        expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      } finally {
        await session.context.close();
      }
    },
  );

  it('saves a new name on a business without hours and leaves it without hours', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto(`/admin/businesses/${withoutHours.id}`);
    await ui.page.getByRole('tab', { name: 'Çalışma saatleri' }).click();
    await shown(ui.page.getByText('Saat bilgisi yok'));
    expect(await ui.page.getByRole('checkbox', { name: 'Kapalı', checked: true }).count()).toBe(0);
    await ui.page.getByRole('tab', { name: 'Genel' }).click();

    await ui.page.getByLabel(/Firma Adı/).fill('Yeni Adıyla Fırın');
    const put = ui.page.waitForRequest((req) => req.method() === 'PUT');
    await ui.page.getByRole('button', { name: 'Kaydet' }).click();
    expect(JSON.parse((await put).postData() ?? '{}')).toEqual({ name: 'Yeni Adıyla Fırın' });

    const db = ui.site.app.get(DataSource);
    await eventually(async () => {
      const [row] = await db.query(`SELECT name FROM businesses WHERE id = $1`, [withoutHours.id]);
      expect(row.name).toBe('Yeni Adıyla Fırın');
    });
    expect(await db.query(`SELECT 1 FROM business_hours WHERE business_id = $1`, [withoutHours.id])).toHaveLength(0);
  });

  it('walks every admin screen in Turkish: no English word, no raw key, no failed request', async () => {
    const failed: string[] = [];
    ui.page.on('response', (res) => {
      if (res.status() >= 400 && !res.url().endsWith('/api/admin/session')) failed.push(`${res.status()} ${res.url()}`);
    });
    await ui.page.goto('/admin');
    await shown(ui.page.getByRole('button', { name: 'Giriş yap' }));
    await signInByApi(ui.session.context, ui.site.baseUrl);
    const seen: string[] = [];
    for (const path of [...SCREENS, `/admin/businesses/${withoutHours.id}`]) {
      await ui.page.goto(path);
      await ui.page.waitForLoadState('networkidle');
      seen.push(`${path}\n${await textAndLabels(ui.page)}`);
      const { scrollWidth, innerWidth } = await pageWidths(ui.page);
      expect({ path, scrollWidth }).toEqual({ path, scrollWidth: Math.min(scrollWidth, innerWidth) });
    }
    // The confirmations of a delete and of a bulk delete, in Turkish too.
    await ui.page.goto('/admin/businesses');
    await ui.page.getByRole('row').nth(1).getByRole('button', { name: 'Sil', exact: true }).click();
    await shown(ui.page.getByRole('dialog'));
    seen.push(await textAndLabels(ui.page));
    await ui.page.getByRole('button', { name: 'İptal' }).click();
    await ui.page.getByRole('checkbox').nth(1).check();
    await ui.page.getByRole('checkbox').nth(2).check();
    await shown(ui.page.getByText('2 öğe seçildi'));
    await ui.page.getByRole('button', { name: 'Sil', exact: true }).first().click();
    const bulkTitle = await shown(ui.page.getByRole('dialog').getByRole('heading', { name: '2 işletmeyi sil' }));
    expect(await bulkTitle.isVisible()).toBe(true);
    seen.push(await textAndLabels(ui.page));

    const text = seen.join('\n');
    for (const word of ENGLISH)
      expect({ word: String(word), found: word.exec(text)?.[0] ?? null }).toEqual({
        word: String(word),
        found: null,
      });
    expect(RAW_KEYS.exec(text)?.[0] ?? null).toBeNull();
    expect(failed).toEqual([]);
  });

  it('refreshes the approved count after approving from the list', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto('/admin/businesses');
    const approvedCard = ui.page.getByText('Onaylı', { exact: true }).first().locator('xpath=..');
    await eventually(async () => expect(await approvedCard.textContent()).toMatch(/Onaylı\s*\d+/));
    const before = Number((await approvedCard.textContent())?.replace(/\D/g, ''));
    await ui.page.getByRole('button', { name: 'Onayla', exact: true }).first().click();
    await ui.page.getByRole('dialog').getByRole('button', { name: 'Onayla', exact: true }).click();
    await eventually(async () =>
      expect(Number((await approvedCard.textContent())?.replace(/\D/g, ''))).toBe(before + 1),
    );
  });
});
