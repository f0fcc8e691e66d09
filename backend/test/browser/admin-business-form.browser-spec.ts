import { DataSource } from 'typeorm';
import type { Business } from '../../src/businesses/business.entity.js';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { browserSuite, eventually, openSession, pageWidths, shown, signInByApi } from './browser.js';

describe("the back office's business form speaks Turkish, shows where an error is and fits a phone", () => {
  let bakery: Business;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    [bakery] = await seedBusinesses(app, [
      { name: 'Güler Fırını', category: 'Fırın', countryCode: 'TR', city: 'İzmir', isApproved: true },
      { name: 'Plain Garage', category: 'Auto Repair', countryCode: 'DE', city: 'Berlin', isApproved: true },
    ]);
  });

  it('opens the tab that holds an invalid value, marks it and sends nothing', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    const page = ui.page;
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PUT') sent.push(req.url());
    });
    await page.goto(`/admin/businesses/${bakery.id}`);
    await page.getByRole('tab', { name: 'Ayrıntılar' }).click();
    await page.getByLabel('Değerlendirme').fill('7');
    await page.getByRole('tab', { name: 'Genel' }).click();
    await page.getByRole('button', { name: 'Kaydet' }).click();

    const details = page.getByRole('tab', { name: 'Ayrıntılar' });
    await eventually(async () => expect(await details.getAttribute('aria-selected')).toBe('true'));
    await eventually(async () =>
      expect(await page.evaluate<string>('document.activeElement?.getAttribute("name") ?? ""')).toBe('rating'),
    );
    // react-admin's Turkish text for maxValue(5), beside the field, and the tab marked as holding an error.
    await shown(page.getByText('En fazla 5 olmalı').first());
    expect(await details.getAttribute('class')).toMatch(/error/i);
    expect(sent).toEqual([]);
  });

  it('offers a new category only as a confirmed choice', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    const page = ui.page;
    await page.goto(`/admin/businesses/${bakery.id}`);
    const category = page.getByRole('combobox', { name: /Kategori/ });
    await category.click();
    await category.pressSequentially('Juice Shoop');
    await page.getByRole('option', { name: 'Yeni kategori oluştur: Juice Shoop' }).click();
    const dialog = await shown(page.getByRole('dialog', { name: 'Yeni kategori' }));
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await eventually(async () => expect(await page.getByRole('dialog').count()).toBe(0));
    expect(await category.inputValue()).not.toBe('Juice Shoop');
  });

  it('finds "Güler" when the admin types "guler"', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    const page = ui.page;
    await page.goto('/admin/businesses');
    await page.locator('input[name="search"]').first().fill('guler');
    await shown(page.getByText('Güler Fırını').first());
    await eventually(async () => expect(await page.getByText('Plain Garage').count()).toBe(0));
    // The figures follow the search: one business matches.
    await shown(page.getByText(/Filtreye uyan\s*1$/));
  });

  it('creates a business from "Yeni işletme"', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    const page = ui.page;
    await page.goto('/admin/businesses');
    await page.getByRole('link', { name: 'Yeni işletme' }).click();
    await page.waitForURL(/\/admin\/businesses\/create$/);
    await page.getByRole('textbox', { name: /Firma Adı/ }).fill('Elle Girilen Kafe');
    const category = page.getByRole('combobox', { name: /Kategori/ });
    await category.click();
    await category.pressSequentially('Fır');
    await page.getByRole('option', { name: 'Fırın' }).click();
    await page.getByRole('textbox', { name: /^Adres/ }).fill('Kordon 5, İzmir');
    await page.getByRole('textbox', { name: /Ülke Kodu/ }).fill('TR');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    const db = ui.site.app.get(DataSource);
    await eventually(async () => {
      const rows = await db.query(`SELECT category, is_approved FROM businesses WHERE name = 'Elle Girilen Kafe'`);
      expect(rows).toEqual([{ category: 'Fırın', is_approved: false }]);
    });
  });

  it('fits the edit page, every tab, inside 390 px', async () => {
    const session = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      await signInByApi(session.context, ui.site.baseUrl);
      await session.page.goto(`/admin/businesses/${bakery.id}`);
      for (const tab of ['Genel', 'Ayrıntılar', 'Çalışma saatleri', 'Özellikler']) {
        await session.page.getByRole('tab', { name: tab }).click();
        await session.page.waitForLoadState('networkidle');
        const { scrollWidth: width, innerWidth } = await pageWidths(session.page);
        expect({ tab, width }).toEqual({ tab, width: Math.min(width, innerWidth) });
      }
    } finally {
      await session.context.close();
    }
  });
});
