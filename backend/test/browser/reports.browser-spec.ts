import type { AdminStats } from '@directory/shared';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { browserSuite, eventually, pageWidths, shown, signInByApi } from './browser.js';

/** The figure on the reports page's card labelled `label` (Turkish digits: 1.234). */
const cardText = (page: import('playwright-core').Page, label: string) =>
  page
    .locator('.MuiCard-root')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first()
    .textContent();

const turkish = (n: number) => n.toLocaleString('tr-TR');

describe('Raporlar in a browser', () => {
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    await seedBusinesses(app, [
      { name: 'Anatolia Carpets', category: 'Carpet Store', countryCode: 'TR', city: 'Istanbul' },
      { name: 'Bosphorus Carpets', category: 'Carpet Store', countryCode: 'TR', city: 'Istanbul', phone: '+90 1' },
      { name: 'Berlin Bakery', category: 'Bakery', countryCode: 'DE', city: 'Berlin' },
      { name: 'Pending Pretzel Bakery', category: 'Bakery', countryCode: 'DE', city: 'Munich', isApproved: false },
    ]);
  });

  it.each([1280, 390])('shows the numbers of /api/admin/stats at %i px, without scrolling sideways', async (width) => {
    await ui.page.setViewportSize({ width, height: 900 });
    await signInByApi(ui.session.context, ui.site.baseUrl);
    const stats = (await (
      await ui.session.context.request.get(`${ui.site.baseUrl}/api/admin/stats`)
    ).json()) as AdminStats;
    expect(stats.pendingBusinesses).toBe(1);

    await ui.page.goto('/admin/reports');
    await shown(ui.page.locator('.MuiCardHeader-title', { hasText: 'Ülkelere göre işletmeler' }));
    await eventually(async () => {
      expect(await cardText(ui.page, 'Tüm işletmeler')).toContain(turkish(stats.totalBusinesses));
      expect(await cardText(ui.page, 'Onaylı')).toContain(turkish(stats.approvedBusinesses));
      expect(await cardText(ui.page, 'Onay bekleyen')).toContain(turkish(stats.pendingBusinesses));
    });
    // The charts came (lazily): the countries' bars carry Turkish names.
    await shown(ui.page.locator('svg').getByText('Türkiye').first());
    await shown(ui.page.getByText('Telefon', { exact: true }).first());
    const { scrollWidth, innerWidth } = await pageWidths(ui.page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
