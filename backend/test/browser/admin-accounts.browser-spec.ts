import { DataSource } from 'typeorm';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { verifiedAccountAgent } from '../support/account-agent.js';
import {
  browserSuite,
  eventually,
  expectFitsInTurkish,
  openSession,
  shown,
  signInByApi,
  UNTRANSLATED,
} from './browser.js';

/** English words the Turkish back office must never show on this screen. */
const ENGLISH = [/\bBlock\b/, /\bUnblock\b/, /\bDelete\b/, /\bActive\b/, /\bAccounts?\b/, ...UNTRANSLATED];

describe("admin 'Kullanıcılar' (docs/behaviour.md §12, §13)", () => {
  let db: DataSource;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    db = app.get(DataSource);
    await verifiedAccountAgent(app, 'zeynep@example.com', 'Zeynep Kaya');
    await verifiedAccountAgent(app, 'mehmet@example.com', 'Mehmet Demir');
  });

  it('searches and blocks an account after a confirmation at 1280 px, in Turkish, without sideways scroll', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto('/admin/accounts');
    await shown(ui.page.getByRole('row').filter({ hasText: 'mehmet@example.com' }));
    await ui.page.getByLabel('Ad veya e-posta').fill('zeynep');
    await eventually(async () =>
      expect(await ui.page.getByRole('row').filter({ hasText: 'mehmet@example.com' }).count()).toBe(0),
    );
    const zeynep = ui.page.getByRole('row').filter({ hasText: 'zeynep@example.com' });
    await shown(zeynep.getByText('Etkin'));
    await zeynep.getByRole('button', { name: 'Engelle' }).click();
    const dialog = await shown(ui.page.getByRole('dialog'));
    expect(await dialog.innerText()).toContain('Zeynep Kaya (zeynep@example.com) engellensin mi?');
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await shown(ui.page.getByText('Zeynep Kaya engellendi'));
    await shown(zeynep.getByText('Engellenmiş'));
    const [row] = await db.query(`SELECT blocked_at FROM accounts WHERE email = 'zeynep@example.com'`);
    expect(row.blocked_at).not.toBeNull();
    await expectFitsInTurkish(ui.page, ENGLISH);
  });

  it('shows each account as a card with its actions at 390 px, without sideways scroll', async () => {
    const phone = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      await signInByApi(phone.context, ui.site.baseUrl);
      await phone.page.goto('/admin/accounts');
      await shown(phone.page.getByText('mehmet@example.com'));
      await shown(phone.page.getByRole('button', { name: 'Sil' }).first());
      await expectFitsInTurkish(phone.page, ENGLISH);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
