import type { Locator, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { browserSuite, eventually, openSession, pageWidths, shown, signInByApi } from './browser.js';

/** The business list under the 'Onay bekleyen' filter (docs/screens.md §2). */
const PENDING_LIST = `/admin/businesses?filter=${encodeURIComponent(JSON.stringify({ approved: false }))}`;

const PENDING = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map((letter) => `Bekleyen ${letter}`);

const row = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });
const bulkBar = (page: Page): Locator => page.locator('[data-test="bulk-actions-toolbar"]');

describe('admin moderation: selection follows the view, confirmations name what they act on', () => {
  let db: DataSource;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    db = app.get(DataSource);
    await seedBusinesses(app, [
      ...PENDING.map((name, i) => ({ name, placeId: `ChIJpending${i}`, category: 'Fırın', isApproved: false })),
      { name: 'Yayındaki Lokanta', placeId: 'ChIJlive', category: 'Lokanta' },
    ]);
  });

  const state = async (name: string): Promise<'approved' | 'pending' | 'gone'> => {
    const [found] = await db.query(`SELECT is_approved FROM businesses WHERE name = $1`, [name]);
    return found ? (found.is_approved ? 'approved' : 'pending') : 'gone';
  };

  it('drops a row approved singly from the selection; bulk delete names and deletes only the two left', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto(PENDING_LIST);
    for (const name of ['Bekleyen A', 'Bekleyen B', 'Bekleyen C'])
      await row(ui.page, name).getByRole('checkbox').check();
    await shown(ui.page.getByText('3 öğe seçildi'));

    await row(ui.page, 'Bekleyen A').getByRole('button', { name: 'Onayla', exact: true }).click();
    const approveDialog = await shown(ui.page.getByRole('dialog'));
    await shown(approveDialog.getByRole('heading', { name: 'İşletmeyi onayla' }));
    expect(await approveDialog.textContent()).toContain('Bekleyen A');
    await approveDialog.getByRole('button', { name: 'Onayla', exact: true }).click();

    await shown(ui.page.getByText('2 öğe seçildi'));
    await eventually(async () => expect(await row(ui.page, 'Bekleyen A').count()).toBe(0));
    expect(await ui.page.getByRole('checkbox', { checked: true }).count()).toBe(2);
    expect(await state('Bekleyen A')).toBe('approved');

    await bulkBar(ui.page).getByRole('button', { name: 'Sil', exact: true }).click();
    const deleteDialog = await shown(ui.page.getByRole('dialog'));
    await shown(deleteDialog.getByRole('heading', { name: '2 işletmeyi sil' }));
    const named = (await deleteDialog.textContent()) ?? '';
    expect(named).toContain('Bekleyen B');
    expect(named).toContain('Bekleyen C');
    expect(named).not.toContain('Bekleyen A');
    await deleteDialog.getByRole('button', { name: 'Sil', exact: true }).click();

    await eventually(async () => expect(await state('Bekleyen B')).toBe('gone'));
    expect(await state('Bekleyen C')).toBe('gone');
    expect(await state('Bekleyen A')).toBe('approved');
  });

  it('approves the selected pending rows in bulk after naming three and counting the rest', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto(PENDING_LIST);
    const chosen = ['Bekleyen D', 'Bekleyen E', 'Bekleyen F', 'Bekleyen G'];
    for (const name of chosen) await row(ui.page, name).getByRole('checkbox').check();
    await shown(ui.page.getByText('4 öğe seçildi'));

    await bulkBar(ui.page).getByRole('button', { name: 'Onayla', exact: true }).click();
    const dialog = await shown(ui.page.getByRole('dialog'));
    await shown(dialog.getByRole('heading', { name: '4 işletmeyi onayla' }));
    expect(await dialog.getByRole('listitem').count()).toBe(3);
    await shown(dialog.getByText('ve 1 diğer'));
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();

    for (const name of chosen) await eventually(async () => expect(await state(name)).toBe('approved'));
    await eventually(async () => expect(await row(ui.page, 'Bekleyen D').count()).toBe(0));
    await eventually(async () => expect(await ui.page.getByRole('checkbox', { checked: true }).count()).toBe(0));
    expect(await state('Bekleyen H')).toBe('pending');
  });

  it('shows approval as a label: a click on the badge changes nothing and opens nothing', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    const posts: string[] = [];
    ui.page.on('request', (req) => {
      if (req.method() !== 'GET') posts.push(`${req.method()} ${req.url()}`);
    });
    await ui.page.goto('/admin/businesses');
    const badge = await shown(row(ui.page, 'Yayındaki Lokanta').getByText('Onaylı', { exact: true }));
    await badge.click();
    await ui.page.waitForTimeout(500);
    expect(posts).toEqual([]);
    expect(new URL(ui.page.url()).pathname).toBe('/admin/businesses');
    expect(await ui.page.getByRole('dialog').count()).toBe(0);
    expect(await state('Yayındaki Lokanta')).toBe('approved');
  });

  it('selects cards on a 390 px phone and approves them in bulk, without horizontal scroll', async () => {
    const phone = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      await signInByApi(phone.context, ui.site.baseUrl);
      await phone.page.goto(PENDING_LIST);
      for (const name of ['Bekleyen H', 'Bekleyen I'])
        await phone.page.getByRole('checkbox', { name: `"${name}" seç` }).check();
      await shown(phone.page.getByText('2 öğe seçildi'));
      const { scrollWidth, innerWidth } = await pageWidths(phone.page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      await bulkBar(phone.page).getByRole('button', { name: 'Onayla', exact: true }).click();
      const dialog = await shown(phone.page.getByRole('dialog'));
      await shown(dialog.getByRole('heading', { name: '2 işletmeyi onayla' }));
      await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
      await eventually(async () => expect(await state('Bekleyen H')).toBe('approved'));
      expect(await state('Bekleyen I')).toBe('approved');
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
