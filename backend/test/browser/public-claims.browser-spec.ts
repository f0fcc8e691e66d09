import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { MONDAY_OPEN_SUNDAY_CLOSED, seedBusinesses } from '../directory/directory-fixtures.js';
import { lastQueuedMail, TEST_ACCOUNT_PASSWORD, verifiedAccountAgent } from '../support/account-agent.js';
import { browserSuite, eventually, hydrated, openSession, pageWidths, problemsWhile, shown } from './browser.js';

const REVIEW = 'Lovely rye bread, but the shop opened late on Monday morning.';
const REPLY = 'Thank you! We now open at 07:30 on Mondays.';

describe('claiming a business and running it from the owner dashboard (docs/behaviour.md §14)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let slug: string;
  let businessId: number;
  let manualSlug: string;
  const ui = browserSuite(async (started) => {
    app = started;
    db = app.get(DataSource);
    const [bakery, deli] = await seedBusinesses(app, [
      {
        name: 'Corner Bakery',
        placeId: 'ChIJpublicclaims1',
        website: 'https://www.corner-bakery.com/shop',
        hours: MONDAY_OPEN_SUNDAY_CLOSED,
      },
      { name: 'Corner Deli', placeId: 'ChIJpublicclaims2' },
    ]);
    slug = bakery!.slug;
    businessId = bakery!.id;
    manualSlug = deli!.slug;
    await verifiedAccountAgent(app, 'olga@example.com', 'Olga Owner');
    await verifiedAccountAgent(app, 'pia@example.com', 'Pia Phone');
    const reader = await verifiedAccountAgent(app, 'reader@example.com', 'Rhea Reader');
    await reader.post(`/api/businesses/${slug}/reviews`).send({ rating: 4, text: REVIEW }).expect(201);
  });

  async function signIn(page: Page, email: string) {
    await hydrated(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(TEST_ACCOUNT_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('at 1 280 px: claims by e-mail through sign-in, edits the hours into a split shift and replies to a review', async () => {
    const problems = await problemsWhile(ui.session, async (page) => {
      await page.goto(`/business/${slug}`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Claim it' }).click();
      await page.getByRole('link', { name: 'Sign in to claim it' }).click();
      await signIn(page, 'olga@example.com');
      await shown(page.getByRole('heading', { name: 'Claim Corner Bakery' }));
      await page.getByLabel('Your address at corner-bakery.com').fill('olga@corner-bakery.com');
      await page.getByRole('button', { name: 'Send me the link' }).click();
      await shown(page.getByText('We sent a link to olga@corner-bakery.com'));

      const mail = await lastQueuedMail(app, 'olga@corner-bakery.com');
      const link = /https?:\/\/[^/\s]+(\/account\/claims\/\d+\/verify\?token=[A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
      await page.goto(link);
      await shown(page.getByText('You are now the verified owner of Corner Bakery.'));
      await page.getByRole('link', { name: 'Manage your business' }).click();
      await shown(page.getByRole('heading', { level: 1, name: 'Manage Corner Bakery' }));

      await page.getByLabel('Monday closes (period 1)').fill('12:00');
      await page.getByRole('button', { name: 'Add hours on Monday' }).click();
      await page.getByLabel('Monday opens (period 2)').fill('14:00');
      await page.getByLabel('Monday closes (period 2)').fill('18:00');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await shown(page.getByText('Saved: your business page shows it now.'));

      const review = page.getByRole('article', { name: 'Review by Rhea Reader' });
      await review.getByRole('button', { name: 'Reply' }).click();
      await review.getByRole('textbox', { name: 'Your reply as the owner' }).fill(REPLY);
      await review.getByRole('button', { name: 'Post reply' }).click();
      await shown(review.getByText(REPLY));
      expect(await pageWidths(page)).toMatchObject({ scrollWidth: 1280 });

      await page.goto(`/business/${slug}`);
      await hydrated(page);
      await shown(page.getByText('Verified owner', { exact: true }));
      await shown(page.getByText(/^Updated by the owner on /));
      await shown(page.getByText(REPLY));
    });
    expect(problems).toEqual([]);
    const monday = await db.query(
      `SELECT open_time::text AS open, close_time::text AS close FROM business_hours
       WHERE business_id = $1 AND day_of_week = 1 ORDER BY open_time`,
      [businessId],
    );
    expect(monday.map((h: { open: string; close: string }) => `${h.open.slice(0, 5)}-${h.close.slice(0, 5)}`)).toEqual([
      '09:00-12:00',
      '14:00-18:00',
    ]);
  });

  it('at 390 px: a business without a website is claimed with a message, which waits for an administrator', async () => {
    const phone = await openSession(ui.browser, ui.site.baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      const problems = await problemsWhile(phone, async (page) => {
        await page.goto(`/account/login?next=${encodeURIComponent(`/business/${manualSlug}/claim`)}`);
        await signIn(page, 'pia@example.com');
        await shown(page.getByRole('heading', { name: 'Claim Corner Deli' }));
        await page.getByRole('button', { name: 'Send my claim' }).click();
        await shown(page.getByText(/Write at least 20 characters/));
        await page.getByLabel('Your role').fill('Owner');
        await page
          .getByLabel('How can we check that you run it?')
          .fill('I run the deli; call the shop and ask for Pia.');
        await page.getByRole('button', { name: 'Send my claim' }).click();
        await shown(page.getByText(/An administrator will look at your claim/));
        expect(await pageWidths(page)).toMatchObject({ scrollWidth: 390 });
        await page.goto('/account');
        await shown(page.getByText('Waiting for an administrator'));
        expect(await pageWidths(page)).toMatchObject({ scrollWidth: 390 });
      });
      expect(problems).toEqual([]);
      await eventually(async () =>
        expect(await db.query(`SELECT state, role FROM business_claims WHERE method = 'manual'`)).toEqual([
          { state: 'pending', role: 'Owner' },
        ]),
      );
    } finally {
      await phone.context.close();
    }
  });
});
