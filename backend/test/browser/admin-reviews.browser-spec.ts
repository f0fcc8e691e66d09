import type { Locator, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import { verifiedAccountAgent } from '../support/account-agent.js';
import { browserSuite, eventually, openSession, pageWidths, shown, signInByApi, textAndLabels } from './browser.js';

/** Markup in a review is text to the back office: it must show as typed and create no element. */
const MARKUP = '<b>x</b><img src=x onerror=alert(1)> Daha ucuzu www.baska-kahve.example adresinde';
/** Held for an e-mail address; long, with an unbroken word wider than a phone. */
const LONG_WITH_ADDRESS = `Yazın bana can@example.com adresinden, indirim var. ${'Kahveleri güzel ama fiyatlar yüksek. '.repeat(8)}Sonuncu-${'x'.repeat(70)}-son.`;
const PUBLISHED = 'Harika kahve, güler yüzlü çalışanlar ve sıcak bir ortam.';

/** English words a Turkish back office must never show, as admin-screens checks on the other screens. */
const ENGLISH = [
  /\bDelete\b/,
  /\bPublish\b/,
  /\bReject\b/,
  /\bCancel\b/,
  /\bPending\b/,
  /\bReviews?\b/,
  /\bReason\b/,
  /\bPage\b/,
  /Rows per page/i,
  /No results/i,
  /\b(ra|resources|app)\.[a-z_-]+\.[a-z_.-]+/,
];

const englishIn = (text: string) => ENGLISH.map((word) => word.exec(text)?.[0]).filter(Boolean);

const row = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });

describe("admin 'Yorumlar': the moderation queue (docs/behaviour.md §13)", () => {
  let db: DataSource;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    db = app.get(DataSource);
    const [cafe, bakery] = await seedBusinesses(app, [
      { name: 'Kahve Durağı', placeId: 'ChIJreviewcafe' },
      { name: 'Fırın Ekmek', placeId: 'ChIJreviewbakery' },
    ]);
    const ada = await verifiedAccountAgent(app, 'ada@example.com', 'Ada Yılmaz');
    const can = await verifiedAccountAgent(app, 'can@example.com', 'Can Demir');
    const write = async (agent: typeof ada, slug: string, rating: number, text: string, state: string) => {
      const res = await agent.post(`/api/businesses/${slug}/reviews`).send({ rating, text }).expect(201);
      expect(res.body.review.state).toBe(state);
    };
    await write(can, cafe!.slug, 5, PUBLISHED, 'published');
    await write(can, bakery!.slug, 2, LONG_WITH_ADDRESS, 'pending');
    await write(ada, cafe!.slug, 1, MARKUP, 'pending');
  });

  const stateOf = async (text: string) =>
    (await db.query(`SELECT state, rejection_reason FROM reviews WHERE text = $1`, [text]))[0] as {
      state: string;
      rejection_reason: string | null;
    };

  it('shows the queue as cards at 390 px: newest pending first with its reason, text whole on demand, no sideways scroll', async () => {
    const phone = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      await signInByApi(phone.context, ui.site.baseUrl);
      await phone.page.goto('/admin/reviews');
      const texts = phone.page.getByTestId('review-text');
      await shown(texts.first());
      await eventually(async () => expect(await texts.count()).toBe(2));
      expect(await texts.first().innerText()).toBe(MARKUP);
      expect(await phone.page.locator('main img, main b').count()).toBe(0);
      expect(await phone.page.getByTestId('held-because').allInnerTexts()).toEqual([
        'Bekletilme nedeni: bağlantı',
        'Bekletilme nedeni: e-posta adresi',
      ]);
      await phone.page.getByRole('button', { name: 'Tamamını oku' }).click();
      expect(await texts.nth(1).innerText()).toBe(LONG_WITH_ADDRESS);
      const { scrollWidth, innerWidth } = await pageWidths(phone.page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(englishIn(await textAndLabels(phone.page))).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('publishes one and rejects one with a reason at 1280 px, in Turkish, without sideways scroll', async () => {
    await signInByApi(ui.session.context, ui.site.baseUrl);
    await ui.page.goto('/admin/reviews');
    const first = await shown(ui.page.getByRole('row').nth(1));
    expect(await first.getByTestId('review-text').innerText()).toBe(MARKUP);
    expect(await first.getByTestId('held-because').innerText()).toBe('Bekletilme nedeni: bağlantı');
    await shown(ui.page.locator('a[href="/admin/reviews"]').filter({ hasText: /Yorumlar\s*2/ }));
    let { scrollWidth, innerWidth } = await pageWidths(ui.page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    const seen = [await textAndLabels(ui.page)];

    await row(ui.page, 'indirim var').getByRole('button', { name: 'Yayınla', exact: true }).click();
    await shown(ui.page.getByText('Yorum yayınlandı'));
    await eventually(async () => expect((await stateOf(LONG_WITH_ADDRESS)).state).toBe('published'));
    await eventually(async () => expect(await row(ui.page, 'indirim var').count()).toBe(0));

    await row(ui.page, 'baska-kahve').getByRole('button', { name: 'Reddet', exact: true }).click();
    const dialog = await shown(ui.page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Reddet', exact: true }).click();
    await shown(dialog.getByText('Ret nedeni gerekli'));
    seen.push(await textAndLabels(ui.page));
    await dialog.getByLabel('Ret nedeni').fill('Reklam içeriyor');
    await dialog.getByRole('button', { name: 'Reddet', exact: true }).click();
    await shown(ui.page.getByText('Yorum reddedildi'));
    await eventually(async () =>
      expect(await stateOf(MARKUP)).toEqual({ state: 'rejected', rejection_reason: 'Reklam içeriyor' }),
    );
    await shown(ui.page.getByText('Onay bekleyen yorum yok'));
    seen.push(await textAndLabels(ui.page));
    ({ scrollWidth, innerWidth } = await pageWidths(ui.page));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    expect(englishIn(seen.join('\n'))).toEqual([]);

    const actions = await db.query(`SELECT action FROM audit_log WHERE action LIKE 'review.%' ORDER BY id`);
    expect(actions.map((a: { action: string }) => a.action)).toEqual(['review.published', 'review.rejected']);
    expect((await stateOf(PUBLISHED)).state).toBe('published');
  });
});
