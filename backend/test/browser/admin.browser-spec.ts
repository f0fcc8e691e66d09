import type { Page } from 'playwright-core';
import type { Business } from '../../src/businesses/business.entity.js';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { ensureTestAdmin, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/admin-agent.js';
import { browserSuite, shown, signInByApi } from './browser.js';

// MUI marks required fields with an asterisk: 'Şifre *'. Anchored, so 'Şifreyi göster' does not match.
const USERNAME_FIELD = /^Kullanıcı adı\s*\*?$/;
const PASSWORD_FIELD = /^Şifre\s*\*?$/;

const businessRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('admin back office in a browser (Turkish UI at /admin)', () => {
  let listed: Business;
  let pending: Business;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    [listed, pending] = await seedBusinesses(app, [
      { name: 'Anatolia Carpets', category: 'Carpet Store', countryCode: 'TR', city: 'Istanbul' },
      { name: 'Pending Pretzel Bakery', category: 'Bakery', countryCode: 'DE', city: 'Munich', isApproved: false },
    ]);
  });
  const publicApi = (path: string) => fetch(`${ui.site.baseUrl}${path}`);

  it('shows the login page, refuses a wrong password, then signs in and lists the businesses', async () => {
    await ui.page.goto('/admin');
    await shown(ui.page.getByRole('heading', { level: 1, name: 'Yönetim Paneli' }));
    expect(new URL(ui.page.url()).pathname).toBe('/admin/login');
    const submit = ui.page.getByRole('button', { name: 'Giriş yap' });
    // docs/screens.md §2: "The button is disabled until both are filled."
    expect(await submit.isDisabled()).toBe(true);

    await ui.page.getByLabel(USERNAME_FIELD).fill(TEST_ADMIN_USERNAME);
    await ui.page.getByLabel(PASSWORD_FIELD).fill('not-the-password');
    await submit.click();
    const alert = await shown(ui.page.getByRole('alert').filter({ hasText: 'Giriş hatası' }));
    expect(await alert.textContent()).toContain('Geçersiz kullanıcı adı veya şifre');
    expect(new URL(ui.page.url()).pathname).toBe('/admin/login');

    await ui.page.getByLabel(PASSWORD_FIELD).fill(TEST_ADMIN_PASSWORD);
    await submit.click();
    await shown(ui.page.getByRole('heading', { name: 'Yönetim paneline hoş geldiniz' }));
    expect(new URL(ui.page.url()).pathname).toBe('/admin');

    await ui.page.getByRole('menuitem', { name: /İşletmeler/ }).click();
    await shown(businessRow(ui.page, listed.name));
    expect(new URL(ui.page.url()).pathname).toBe('/admin/businesses');
    // The back office lists every business, approved or not.
    await shown(businessRow(ui.page, pending.name));
    expect(await businessRow(ui.page, listed.name).textContent()).toContain(listed.slug);
  });

  it('approving a pending business from the list publishes it on the public API', async () => {
    expect((await publicApi(`/api/businesses/${pending.slug}`)).status).toBe(404);
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto('/admin/businesses');
    const row = businessRow(ui.page, pending.name);
    const approve = await shown(row.getByRole('button', { name: 'Onayla', exact: true }));
    const listedRow = businessRow(ui.page, listed.name);
    expect(await listedRow.getByRole('button', { name: 'Onayı kaldır', exact: true }).count()).toBe(1);

    const approved = ui.page.waitForResponse((res) => res.url().endsWith('/api/admin/businesses/approval'));
    await approve.click();
    // The approval is confirmed in a dialog that names the business (docs/screens.md §2).
    const dialog = await shown(ui.page.getByRole('dialog').filter({ hasText: pending.name }));
    await dialog.getByRole('button', { name: 'Onayla', exact: true }).click();
    expect((await approved).status()).toBe(200);
    await shown(row.getByText('Onaylı', { exact: true }));

    const res = await publicApi(`/api/businesses/${pending.slug}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: pending.name, slug: pending.slug, isApproved: true });
  });

  it('saving head tags on the settings page puts them into the public pages, once, and not into the admin', async () => {
    const tag = `<meta name="e2e-verification" content="browser-${Date.now().toString(36)}" />`;
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto('/admin');
    await ui.page.getByRole('menuitem', { name: 'Site Ayarları' }).click();
    const headTags = await shown(ui.page.getByLabel('Head Tag Kodları'));
    expect(new URL(ui.page.url()).pathname).toBe('/admin/settings');
    const save = ui.page.getByRole('button', { name: 'Kaydet' });
    expect(await save.isDisabled()).toBe(true);

    await headTags.fill(tag);
    const saved = ui.page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/site-settings') && res.request().method() === 'POST',
    );
    await save.click();
    expect((await saved).status()).toBe(200);
    await shown(ui.page.getByText('✅ Ayarlar kaydedildi'));

    const home = await (await publicApi('/')).text();
    expect(home.split(tag)).toHaveLength(2);
    expect(home.indexOf(tag)).toBeLessThan(home.indexOf('</head>'));
    expect(await (await publicApi('/admin')).text()).not.toContain('e2e-verification');

    await ui.page.goto('/contact');
    const meta = ui.page.locator('head meta[name="e2e-verification"]');
    expect(await meta.count()).toBe(1);
    expect(await meta.getAttribute('content')).toMatch(/^browser-/);
  });
});
