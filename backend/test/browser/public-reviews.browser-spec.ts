import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { TEST_ACCOUNT_PASSWORD, verifiedAccountAgent } from '../support/account-agent.js';
import { ensureTestAdmin } from '../support/admin-agent.js';
import {
  browserSuite,
  eventually,
  hydrated,
  openSession,
  pageWidths,
  problemsWhile,
  shown,
  signInByApi,
} from './browser.js';

const EXISTING = 'Crisp croissants, good coffee, and a quiet corner to read in the morning.';
const MINE = 'Friendly bakers, <b>fresh</b> rye bread and fair prices; I come back every week.';
const HELD = 'Order ahead at www.rye-and-co.example, the queue on Saturdays is long.';

describe('reviews on the public site (docs/behaviour.md §13)', () => {
  let db: DataSource;
  let slug: string;
  let heldSlug: string;
  const ui = browserSuite(async (app) => {
    await ensureTestAdmin(app);
    db = app.get(DataSource);
    const [bakery, deli] = await seedBusinesses(app, [
      { name: 'Rye and Co', placeId: 'ChIJpublicreviews1' },
      { name: 'Corner Deli', placeId: 'ChIJpublicreviews2' },
    ]);
    slug = bakery!.slug;
    heldSlug = deli!.slug;
    const earlier = await verifiedAccountAgent(app, 'earlier@example.com', 'Erin Early');
    await earlier.post(`/api/businesses/${slug}/reviews`).send({ rating: 4, text: EXISTING }).expect(201);
    await verifiedAccountAgent(app, 'wide@example.com', 'Wendy Wide');
    await verifiedAccountAgent(app, 'phone@example.com', 'Pat Phone');
  });

  async function signIn(page: Page, email: string) {
    await hydrated(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(TEST_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('at 1 280 px: signs in from the review section, writes a review shown as text, votes and reports', async () => {
    const problems = await problemsWhile(ui.session, async (page) => {
      await page.goto(`/business/${slug}`);
      await hydrated(page);
      const section = page.getByRole('region', { name: 'Reviews on this site' });
      await shown(section.getByText(EXISTING));
      await section.getByRole('link', { name: 'Sign in to write a review' }).click();
      await signIn(page, 'wide@example.com');

      await shown(page.getByRole('heading', { name: 'Write a review' }));
      expect(new URL(page.url()).pathname).toBe(`/business/${slug}`);
      await page.locator('label', { hasText: '5 stars' }).click();
      await page.getByRole('textbox', { name: 'Your review' }).fill(MINE);
      await page.getByRole('button', { name: 'Post review' }).click();
      await shown(page.getByText('Your review is published.'));
      const mine = page.getByRole('article', { name: 'Review by Wendy Wide' });
      await shown(mine);
      expect(await mine.getByText(MINE).count()).toBe(1);
      expect(await mine.locator('b').count()).toBe(0);
      expect(await mine.getByRole('button', { name: /Helpful|Report/ }).count()).toBe(0);
      await shown(section.getByText('2 reviews on this site'));

      const theirs = page.getByRole('article', { name: 'Review by Erin Early' });
      await theirs.getByRole('button', { name: 'Helpful (0)' }).click();
      await shown(theirs.getByRole('button', { name: 'Helpful (1)', pressed: true }));

      await theirs.getByRole('button', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this review' });
      await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await shown(dialog.getByText('Thank you. A moderator will look at this review.'));
      await dialog.getByRole('button', { name: 'Close' }).click();
      expect(await pageWidths(page)).toMatchObject({ scrollWidth: 1280 });
    });
    expect(problems).toEqual([]);
    const [report] = await db.query(
      `SELECT rr.reason FROM review_reports rr JOIN reviews r ON r.id = rr.review_id WHERE r.text = $1`,
      [EXISTING],
    );
    expect(report).toEqual({ reason: 'spam' });
  });

  it('at 390 px: a review with a link waits, is published from Yorumlar, then shows on the reviews page', async () => {
    const phone = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
    const admin = await openSession(ui.browser, ui.site.baseUrl);
    try {
      const problems = await problemsWhile(phone, async (page) => {
        await page.goto(`/account/login?next=${encodeURIComponent(`/business/${heldSlug}`)}`);
        await signIn(page, 'phone@example.com');
        await shown(page.getByRole('heading', { name: 'Write a review' }));
        await page.locator('label', { hasText: '3 stars' }).click();
        await page.getByRole('textbox', { name: 'Your review' }).fill(HELD);
        await page.getByRole('button', { name: 'Post review' }).click();
        await shown(page.getByText('Your review waits for a moderator before it shows here.'));
        expect(await page.getByRole('article').count()).toBe(0);
        expect(await pageWidths(page)).toMatchObject({ scrollWidth: 390 });
      });
      expect(problems).toEqual([]);

      await signInByApi(admin.context, ui.site.baseUrl);
      await admin.page.goto('/admin/reviews');
      const row = admin.page.getByRole('row').filter({ hasText: 'rye-and-co.example' });
      await row.getByRole('button', { name: 'Yayınla', exact: true }).click();
      await eventually(async () =>
        expect((await db.query(`SELECT state FROM reviews WHERE text = $1`, [HELD]))[0]).toEqual({
          state: 'published',
        }),
      );

      const after = await problemsWhile(phone, async (page) => {
        await page.goto(`/business/${heldSlug}/reviews`);
        await hydrated(page);
        await shown(page.getByRole('heading', { level: 1, name: 'Reviews of Corner Deli' }));
        await shown(page.getByRole('article', { name: 'Review by Pat Phone' }).getByText(HELD));
        await shown(page.getByText('Your review is published.'));
        await shown(page.getByRole('navigation', { name: 'Sort reviews' }).getByRole('link', { name: 'Newest' }));
        expect(await pageWidths(page)).toMatchObject({ scrollWidth: 390 });
      });
      expect(after).toEqual([]);
    } finally {
      await phone.context.close();
      await admin.context.close();
    }
  });
});
