import type { Browser, Page } from 'playwright-core';
import type { Business } from '../../src/businesses/business.entity.js';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { ensureTestAdmin, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME } from '../support/admin-agent.js';
import { resetData } from '../support/test-app.js';
import {
  type BrowserSession,
  launchBrowser,
  openSession,
  type RunningSite,
  shown,
  signInByApi,
  startSite,
} from './browser.js';

// MUI marks required fields with an asterisk: 'Şifre *'. Anchored, so 'Şifreyi göster' does not match.
const USERNAME_FIELD = /^Kullanıcı adı\s*\*?$/;
const PASSWORD_FIELD = /^Şifre\s*\*?$/;

const businessRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('admin back office in a browser (Turkish UI at /admin)', () => {
  let site: RunningSite;
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let listed: Business;
  let pending: Business;
  const publicApi = (path: string) => fetch(`${site.baseUrl}${path}`);

  beforeAll(async () => {
    site = await startSite();
    await resetData(site.app);
    await ensureTestAdmin(site.app);
    [listed, pending] = await seedBusinesses(site.app, [
      { name: 'Anatolia Carpets', category: 'Carpet Store', countryCode: 'TR', city: 'Istanbul' },
      { name: 'Pending Pretzel Bakery', category: 'Bakery', countryCode: 'DE', city: 'Munich', isApproved: false },
    ]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.app.close();
  });

  beforeEach(async () => {
    session = await openSession(browser, site.baseUrl);
    page = session.page;
  });

  afterEach(async () => {
    await session.context.close();
    expect(session.pageErrors).toEqual([]);
  });

  it('shows the login page, refuses a wrong password, then signs in and lists the businesses', async () => {
    await page.goto('/admin');
    await shown(page.getByRole('heading', { level: 1, name: 'Yönetim Paneli' }));
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    const submit = page.getByRole('button', { name: 'Giriş yap' });
    // SPEC §2: "The button is disabled until both are filled."
    expect(await submit.isDisabled()).toBe(true);

    await page.getByLabel(USERNAME_FIELD).fill(TEST_ADMIN_USERNAME);
    await page.getByLabel(PASSWORD_FIELD).fill('not-the-password');
    await submit.click();
    const alert = await shown(page.getByRole('alert').filter({ hasText: 'Giriş hatası' }));
    expect(await alert.textContent()).toContain('Geçersiz kullanıcı adı veya şifre');
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await page.getByLabel(PASSWORD_FIELD).fill(TEST_ADMIN_PASSWORD);
    await submit.click();
    await shown(page.getByRole('heading', { name: 'Yönetim paneline hoş geldiniz' }));
    expect(new URL(page.url()).pathname).toBe('/admin');

    await page.getByRole('menuitem', { name: /İşletmeler/ }).click();
    await shown(businessRow(page, listed.name));
    expect(new URL(page.url()).pathname).toBe('/admin/businesses');
    // The back office lists every business, approved or not.
    await shown(businessRow(page, pending.name));
    expect(await businessRow(page, listed.name).textContent()).toContain(listed.slug);
  });

  it('approving a pending business from the list publishes it on the public API', async () => {
    expect((await publicApi(`/api/businesses/${pending.slug}`)).status).toBe(404);
    await signInByApi(session.context, site.baseUrl);
    await page.goto('/admin/businesses');
    const row = businessRow(page, pending.name);
    const approve = await shown(row.getByRole('button', { name: 'Approve', exact: true }));
    expect(await businessRow(page, listed.name).getByRole('button', { name: 'Approved', exact: true }).count()).toBe(1);

    const toggled = page.waitForResponse((res) =>
      res.url().endsWith(`/api/admin/businesses/${pending.id}/toggle-approval`),
    );
    await approve.click();
    expect((await toggled).status()).toBe(200);
    await shown(row.getByRole('button', { name: 'Approved', exact: true }));

    const res = await publicApi(`/api/businesses/${pending.slug}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: pending.name, slug: pending.slug, isApproved: true });
  });

  it('saving head tags on the settings page puts them into the public pages, once, and not into the admin', async () => {
    const tag = `<meta name="e2e-verification" content="browser-${Date.now().toString(36)}" />`;
    await signInByApi(session.context, site.baseUrl);
    await page.goto('/admin');
    await page.getByRole('menuitem', { name: 'Site Ayarları' }).click();
    const headTags = await shown(page.getByLabel('Head Tag Kodları'));
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    const save = page.getByRole('button', { name: 'Kaydet' });
    expect(await save.isDisabled()).toBe(true);

    await headTags.fill(tag);
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/site-settings') && res.request().method() === 'POST',
    );
    await save.click();
    expect((await saved).status()).toBe(200);
    await shown(page.getByText('✅ Ayarlar kaydedildi'));

    const home = await (await publicApi('/')).text();
    expect(home.split(tag)).toHaveLength(2);
    expect(home.indexOf(tag)).toBeLessThan(home.indexOf('</head>'));
    expect(await (await publicApi('/admin')).text()).not.toContain('e2e-verification');

    await page.goto('/contact');
    const meta = page.locator('head meta[name="e2e-verification"]');
    expect(await meta.count()).toBe(1);
    expect(await meta.getAttribute('content')).toMatch(/^browser-/);
  });
});
