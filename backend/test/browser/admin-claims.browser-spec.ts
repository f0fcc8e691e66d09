import type { BrowserContext, Page } from 'playwright-core';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { browserSuite, eventually, openSession, pageWidths, shown, signInByApi } from './browser.js';

/**
 * CONTRACT §14's admin claim calls, answered in the browser with the contract's shapes: the SPA is what this
 * file checks (Turkish, the confirmation, the calls it makes, the phone layout), while the claim rules have
 * their own e2e tests against the real routes.
 */
const claim = {
  id: 11,
  state: 'pending',
  method: 'manual',
  email: null,
  role: 'Owner',
  phone: '+90 212 555 0101',
  message: '<b>x</b><img src=x onerror=alert(1)> I have run this café since 2019, here is the trade register.',
  reason: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  decidedAt: null,
  business: { id: 1, name: 'Café Anadolu', slug: 'cafe-anadolu' },
  account: { id: 7, displayName: 'Zeynep Kaya', email: 'zeynep@example.com' },
};

const ENGLISH = [
  /\bApprove\b/,
  /\bReject\b/,
  /\bClaims?\b/,
  /Rows per page/i,
  /\b(ra|resources|app)\.[a-z_-]+\.[a-z_.-]+/,
];

async function answerClaims(context: BrowserContext): Promise<string[]> {
  const posts: string[] = [];
  await context.route('**/api/admin/claims**', async (route) => {
    const request = route.request();
    if (request.method() === 'POST') {
      posts.push(new URL(request.url()).pathname);
      await route.fulfill({ json: { success: true } });
      return;
    }
    await route.fulfill({ json: { claims: [claim], pagination: { page: 1, limit: 25, total: 1, totalPages: 1 } } });
  });
  return posts;
}

const englishIn = async (page: Page) => {
  const text = await page.evaluate<string>('document.body.innerText');
  return ENGLISH.map((word) => word.exec(text)?.[0]).filter(Boolean);
};

describe("admin 'Sahiplik talepleri' (CONTRACT §14)", () => {
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
  });

  it('approves a claim after a confirmation naming the business at 1280 px, its message shown as text', async () => {
    const posts = await answerClaims(ui.session.context);
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto('/admin/claims');
    const row = await shown(ui.page.getByRole('row').filter({ hasText: 'Café Anadolu' }));
    await shown(row.getByText('<b>x</b><img src=x onerror=alert(1)>', { exact: false }));
    expect(await ui.page.locator('td b, td img').count()).toBe(0);
    await row.getByRole('button', { name: 'Onayla' }).click();
    const dialog = await shown(ui.page.getByRole('dialog'));
    expect(await dialog.innerText()).toContain(
      '"Café Anadolu" işletmesinin sahipliği Zeynep Kaya (zeynep@example.com)',
    );
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await shown(ui.page.getByText('"Café Anadolu" işletmesinin sahipliği Zeynep Kaya hesabına verildi'));
    await eventually(async () => expect(posts).toEqual(['/api/admin/claims/11/approve']));
    const { scrollWidth, innerWidth } = await pageWidths(ui.page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(await englishIn(ui.page)).toEqual([]);
  });

  it('shows each claim as a card with its buttons at 390 px, without sideways scroll', async () => {
    const phone = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      await answerClaims(phone.context);
      await signInByApi(phone.context, ui.site.baseUrl);
      await phone.page.goto('/admin/claims');
      const card = await shown(phone.page.getByTestId('claim-card').first());
      await shown(card.getByRole('button', { name: 'Onayla' }));
      await card.getByRole('button', { name: 'Reddet' }).click();
      const dialog = await shown(phone.page.getByRole('dialog'));
      await dialog.getByRole('button', { name: 'Reddet' }).click();
      await shown(dialog.getByText('Ret nedeni gerekli'));
      const { scrollWidth, innerWidth } = await pageWidths(phone.page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(await englishIn(phone.page)).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
