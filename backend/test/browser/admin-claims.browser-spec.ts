import { DataSource } from 'typeorm';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { verifiedAccountAgent } from '../support/account-agent.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import {
  browserSuite,
  eventually,
  expectFitsInTurkish,
  openSession,
  shown,
  signInByApi,
  UNTRANSLATED,
} from './browser.js';

/** Markup in a claim's message is evidence to read, never markup to render. */
const MESSAGE = '<b>x</b><img src=x onerror=alert(1)> I have run this café since 2019, here is the trade register.';

const ENGLISH = [/\bApprove\b/, /\bReject\b/, /\bClaims?\b/, /\bChange requests?\b/i, ...UNTRANSLATED];

describe("admin 'Sahiplik talepleri' and 'Değişiklik istekleri' on the real routes (docs/behaviour.md §14)", () => {
  let db: DataSource;
  let cafeId: number;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    db = app.get(DataSource);
    const [cafe, bakery, deli] = await seedBusinesses(app, [
      { name: 'Café Anadolu', placeId: 'ChIJadminclaims1' },
      { name: 'Fırın Karaköy', placeId: 'ChIJadminclaims2' },
      { name: 'Şarküteri Moda', placeId: 'ChIJadminclaims3' },
    ]);
    cafeId = cafe!.id;
    const zeynep = await verifiedAccountAgent(app, 'zeynep@example.com', 'Zeynep Kaya');
    await zeynep
      .post(`/api/businesses/${cafe!.slug}/claim`)
      .send({ method: 'manual', role: 'Owner', phone: '+90 212 555 0101', message: MESSAGE })
      .expect(201);
    const can = await verifiedAccountAgent(app, 'can@example.com', 'Can Demir');
    await can
      .post(`/api/businesses/${bakery!.slug}/claim`)
      .send({ method: 'manual', role: 'Manager', message: 'Ben bu fırının müdürüyüm, vergi levhası ekte.' })
      .expect(201);
    // An owner of the deli asks for a new name.
    const [{ id: ownerId }] = await db.query(`SELECT id FROM accounts WHERE email = 'can@example.com'`);
    await db.query(`INSERT INTO business_owners (business_id, account_id) VALUES ($1, $2)`, [deli!.id, ownerId]);
    await can
      .post(`/api/owner/businesses/${deli!.id}/change-requests`)
      .send({ name: 'Şarküteri Moda & Kahve' })
      .expect(201);
  });

  it('approves a manual claim and a change request at 1 280 px, after confirmations naming the business', async () => {
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
    await eventually(async () =>
      expect(await db.query(`SELECT business_id FROM business_owners WHERE business_id = $1`, [cafeId])).toHaveLength(
        1,
      ),
    );

    await ui.page.goto('/admin/change-requests');
    const request = await shown(ui.page.getByRole('row').filter({ hasText: 'Şarküteri Moda & Kahve' }).first());
    await request.getByRole('button', { name: 'Onayla' }).click();
    await (await shown(ui.page.getByRole('dialog'))).getByRole('button', { name: 'Onayla' }).click();
    await eventually(async () =>
      expect(await db.query(`SELECT name FROM businesses WHERE name = 'Şarküteri Moda & Kahve'`)).toHaveLength(1),
    );
    await expectFitsInTurkish(ui.page, ENGLISH);
  });

  it('shows each claim as a card with its buttons at 390 px, and refuses a rejection without a reason', async () => {
    const phone = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      await signInByApi(phone.context, ui.site.baseUrl);
      await phone.page.goto('/admin/claims');
      const card = await shown(phone.page.getByTestId('claim-card').filter({ hasText: 'Fırın Karaköy' }));
      await shown(card.getByRole('button', { name: 'Onayla' }));
      await card.getByRole('button', { name: 'Reddet' }).click();
      const dialog = await shown(phone.page.getByRole('dialog'));
      await dialog.getByRole('button', { name: 'Reddet' }).click();
      await shown(dialog.getByText('Ret nedeni gerekli'));
      await dialog.getByRole('textbox').fill('Vergi levhası okunmuyor.');
      await dialog.getByRole('button', { name: 'Reddet' }).click();
      await eventually(async () =>
        expect(
          await db.query(`SELECT state, reason FROM business_claims WHERE message LIKE 'Ben bu fırının%'`),
        ).toEqual([{ state: 'rejected', reason: 'Vergi levhası okunmuyor.' }]),
      );
      await expectFitsInTurkish(phone.page, ENGLISH);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
