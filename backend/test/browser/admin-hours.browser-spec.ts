import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import type { Business } from '../../src/businesses/business.entity.js';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { browserSuite, eventually, shown, signInByApi } from './browser.js';

/** docs/behaviour.md §2 "Opening hours": the edit form shows, keeps and checks every period of a day. */
const period = (dayOfWeek: number, openTime: string, closeTime: string) => ({
  dayOfWeek,
  openTime,
  closeTime,
  isClosed: false,
});
const SPLIT_SHIFT = [2, 3, 4, 5].flatMap((day) => [period(day, '08:00', '12:00'), period(day, '14:00', '17:30')]);

describe('admin hours editor: split shifts', () => {
  let shown1: Business;
  let edited: Business;
  let halfFilled: Business;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    [shown1, edited, halfFilled] = await seedBusinesses(
      app,
      ['Görünen Mesai', 'Düzenlenen Mesai', 'Yarım Mesai'].map((name) => ({ name, hours: SPLIT_SHIFT })),
    );
  });

  const openHours = async (page: Page, business: Business) => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await page.goto(`/admin/businesses/${business.id}`);
    await page.getByRole('tab', { name: 'Çalışma saatleri' }).click();
    return page.getByRole('group', { name: 'Salı' });
  };
  const storedHours = async (business: Business) =>
    ui.site.app.get(DataSource).query(
      `SELECT day_of_week AS "dayOfWeek", open_time AS "openTime", close_time AS "closeTime", is_closed AS "isClosed"
         FROM business_hours WHERE business_id = $1 ORDER BY day_of_week, open_time`,
      [business.id],
    );

  it('shows both periods of a split shift', async () => {
    const tuesday = await openHours(ui.page, shown1);
    await shown(tuesday.getByLabel('Açılış').nth(1));
    const values = async (label: string) =>
      Promise.all((await tuesday.getByLabel(label).all()).map((input) => input.inputValue()));
    expect(await values('Açılış')).toEqual(['08:00', '14:00']);
    expect(await values('Kapanış')).toEqual(['12:00', '17:30']);
    expect(await tuesday.getByRole('button', { name: 'Aralığı kaldır' }).count()).toBe(2);
    await shown(tuesday.getByRole('button', { name: 'Aralık ekle' }));
  });

  it("keeps the other period when one period's close time is changed and saved", async () => {
    const tuesday = await openHours(ui.page, edited);
    await shown(tuesday.getByLabel('Kapanış').nth(1));
    await tuesday.getByLabel('Kapanış').nth(1).fill('18:00');
    const put = ui.page.waitForResponse((res) => res.request().method() === 'PUT');
    await ui.page.getByRole('button', { name: 'Kaydet' }).click();
    expect((await put).status()).toBe(200);

    const res = await ui.session.context.request.get(`${ui.site.baseUrl}/api/admin/businesses/${edited.id}`);
    const { hours } = (await res.json()) as { hours: Array<{ dayOfWeek: number }> };
    expect(hours.filter((h) => h.dayOfWeek === 2)).toEqual([period(2, '08:00', '12:00'), period(2, '14:00', '18:00')]);
    expect(hours.filter((h) => h.dayOfWeek !== 2)).toEqual(SPLIT_SHIFT.filter((h) => h.dayOfWeek !== 2));
  });

  it('refuses a period with only an opening time in Turkish, next to the field, and saves nothing', async () => {
    const puts: string[] = [];
    ui.page.on('request', (req) => {
      if (req.method() === 'PUT') puts.push(req.url());
    });
    const tuesday = await openHours(ui.page, halfFilled);
    await tuesday.getByRole('button', { name: 'Aralık ekle' }).click();
    await shown(tuesday.getByLabel('Açılış').nth(2));
    await tuesday.getByLabel('Açılış').nth(2).fill('18:00');
    await ui.page.getByRole('button', { name: 'Kaydet' }).click();

    await shown(tuesday.getByText('Aralığın kapanış saati de olmalı'));
    const describedBy = await tuesday.getByLabel('Kapanış').nth(2).getAttribute('aria-describedby');
    expect(await ui.page.locator(`[id="${describedBy}"]`).innerText()).toContain('Aralığın kapanış saati de olmalı');
    await eventually(async () => expect(await storedHours(halfFilled)).toEqual(SPLIT_SHIFT));
    expect(puts).toEqual([]);
  });
});
