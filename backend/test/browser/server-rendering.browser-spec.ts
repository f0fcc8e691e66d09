import type { BrowserContextOptions } from 'playwright-core';
import { DataSource } from 'typeorm';
import type { Business } from '../../src/businesses/business.entity.js';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { type BrowserSession, browserSuite, openSession, problemsWhile, shown } from './browser.js';

/** 15 approved Restaurants in Berlin: the category page holds 12 of them, page 2 the other 3. */
const EATERY_COUNT = 15;
const PER_PAGE = 12;
const eateryName = (i: number) => `Spree Eatery ${String(i).padStart(2, '0')}`;
const ADDRESS = 'Unter den Linden 77, 10117 Berlin';
const CATEGORY_PATH = '/categories/restaurant';

/** What a crawler reads: the markup the server rendered into `<div id="root">`, without the hydration data after it. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="directory-state"');
  if (start < 0 || end < start) throw new Error(`no server-rendered root in:\n${html.slice(0, 2000)}`);
  return html.slice(start, end);
}

/** The text of the first `<h1>`, tags stripped. */
function h1Text(markup: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(markup);
  return match?.[1]?.replace(/<[^>]+>/g, '').trim();
}

describe('server rendering, as a crawler and a browser see it', () => {
  let eateries: Business[];
  let hidden: Business;
  const ui = browserSuite(async (app) => {
    const rows = Array.from({ length: EATERY_COUNT }, (_, index) => ({
      name: eateryName(index + 1),
      category: 'Restaurant',
      countryCode: 'DE',
      city: 'Berlin',
      // Category pages sort by review count, highest first: Eatery 01 leads, 13–15 land on page 2.
      reviewCount: 1000 - index * 10,
      ...(index === 0 ? { address: ADDRESS } : {}),
    }));
    const created = await seedBusinesses(app, [
      ...rows,
      { name: 'Hidden Kitchen', category: 'Restaurant', countryCode: 'DE', city: 'Berlin', isApproved: false },
    ]);
    eateries = created.slice(0, EATERY_COUNT);
    hidden = created[EATERY_COUNT] as Business;
  });
  const firstPageNames = () => eateries.slice(0, PER_PAGE).map((b) => b.name);
  const secondPageNames = () => eateries.slice(PER_PAGE).map((b) => b.name);
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${ui.site.baseUrl}${path}`, { redirect: 'manual', headers });

  /** A context of its own (a phone, JavaScript off), closed when `use` is done. */
  async function withSession(options: BrowserContextOptions, use: (session: BrowserSession) => Promise<void>) {
    const session = await openSession(ui.browser, ui.site.baseUrl, options);
    try {
      await use(session);
      expect(session.pageErrors).toEqual([]);
    } finally {
      await session.context.close();
    }
  }

  describe('HTML from the server, no browser', () => {
    it.each([
      ['/', 'Global Business Directory', () => []],
      ['/categories', 'Business Categories', () => ['Restaurant']],
      [CATEGORY_PATH, 'Restaurant Businesses', () => firstPageNames()],
      [`${CATEGORY_PATH}?page=2`, 'Restaurant Businesses', () => secondPageNames()],
      ['/countries', undefined, () => ['Germany']],
      ['/countries/germany', undefined, () => ['Berlin']],
      ['/cities', undefined, () => ['Berlin']],
      ['/cities/de/berlin', undefined, () => firstPageNames()],
    ] as const)('%s answers 200 with its content in the markup', async (path, heading, expected) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const markup = rootMarkup(await res.text());
      const h1 = h1Text(markup);
      expect(h1).toBeTruthy();
      if (heading) expect(h1).toBe(heading);
      for (const text of expected()) expect(markup).toContain(text);
      expect(markup).not.toContain(hidden.name);
    });

    it("renders the home counters with the real totals, not the count-up's starting 0", async () => {
      const markup = rootMarkup(await (await get('/')).text());
      // Each tile's number stands right before its label; 'Cities' is also a menu entry, so each
      // label is looked for after the one before it.
      const hero = markup.slice(markup.indexOf('Active Businesses') - 200);
      const textBefore = (label: string) =>
        hero
          .slice(0, hero.indexOf(label, label === 'Cities' ? hero.indexOf('Countries Covered') : 0))
          .replace(/<[^>]+>/g, ' ')
          .trim()
          .split(/\s+/)
          .at(-1);
      expect(textBefore('Active Businesses')).toBe(String(EATERY_COUNT));
      expect(textBefore('Countries Covered')).toBe('1');
      expect(textBefore('Cities')).toBe('1');
    });

    it('renders each category page with only its own businesses and the pager as real links', async () => {
      const first = rootMarkup(await (await get(CATEGORY_PATH)).text());
      for (const name of secondPageNames()) expect(first).not.toContain(name);
      expect(first).toMatch(/<a\b[^>]*href="\/categories\/restaurant\?page=2"/);

      const second = rootMarkup(await (await get(`${CATEGORY_PATH}?page=2`)).text());
      for (const name of firstPageNames()) expect(second).not.toContain(name);
      // Back to page 1 is the canonical URL, without `page=1`.
      expect(second).toMatch(/<a\b[^>]*href="\/categories\/restaurant"/);
    });

    it('renders a business page with its name as the heading and its address', async () => {
      const [first] = eateries as [Business];
      const res = await get(`/business/${first.slug}`);
      expect(res.status).toBe(200);
      const markup = rootMarkup(await res.text());
      expect(h1Text(markup)).toBe(first.name);
      expect(markup).toContain(ADDRESS);
    });

    it('answers 404 with "Business not found" for an unknown and for an unapproved business', async () => {
      for (const slug of ['no-such-business-0000', hidden.slug]) {
        const res = await get(`/business/${slug}`);
        expect(res.status).toBe(404);
        expect(rootMarkup(await res.text())).toContain('Business not found');
      }
    });

    it('redirects non-canonical URLs with 301', async () => {
      const country = await get('/countries/DE');
      expect(country.status).toBe(301);
      expect(new URL(country.headers.get('location') ?? '', ui.site.baseUrl).pathname).toBe('/countries/germany');

      const pageOne = await get(`${CATEGORY_PATH}?page=1`);
      expect(pageOne.status).toBe(301);
      const location = new URL(pageOne.headers.get('location') ?? '', ui.site.baseUrl);
      expect(location.pathname).toBe(CATEGORY_PATH);
      expect(location.search).toBe('');
    });

    it('serves the demo illustrations from the site itself, cached for a week', async () => {
      const res = await get('/images/demo/restaurant.svg');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
      expect(await res.text()).toMatch(/^<svg /);
    });

    it('answers 304 to a repeated GET with the ETag of the first', async () => {
      const first = await get(CATEGORY_PATH);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      await first.arrayBuffer();
      // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given, and
      // no-cache rightly forbids a 304; a browser's revalidation sends max-age=0.
      const again = await get(CATEGORY_PATH, { 'If-None-Match': etag as string, 'Cache-Control': 'max-age=0' });
      expect(again.status).toBe(304);
    });
  });

  it('lets a browser without JavaScript read the category and follow the pager to page 2', async () => {
    await withSession({ javaScriptEnabled: false }, async ({ page }) => {
      const res = await page.goto(CATEGORY_PATH);
      expect(res?.status()).toBe(200);
      await shown(page.getByRole('heading', { level: 1, name: 'Restaurant Businesses' }));
      for (const name of firstPageNames()) await shown(page.getByRole('heading', { name, exact: true }));

      await page.locator(`a[href="${CATEGORY_PATH}?page=2"]`).first().click();
      await page.waitForURL(`**${CATEGORY_PATH}?page=2`);
      for (const name of secondPageNames()) await shown(page.getByRole('heading', { name, exact: true }));
      expect(await page.getByRole('heading', { name: eateryName(1), exact: true }).count()).toBe(0);
    });
  });

  it("takes a phone without JavaScript from the menu button to the site's links", async () => {
    await withSession({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } }, async ({ page }) => {
      await page.goto(CATEGORY_PATH);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.waitForURL(`**${CATEGORY_PATH}#site-links`);
      const links = page.getByRole('navigation', { name: 'Quick Links' });
      await shown(links.getByRole('link', { name: 'Countries' }));
      expect(await links.evaluate((nav) => nav.getBoundingClientRect().top)).toBeLessThan(800);
    });
  });

  it('sends the contact form without JavaScript: a POST, the thank-you shown, nothing typed in the URL', async () => {
    await withSession({ javaScriptEnabled: false }, async ({ page }) => {
      const field = (name: string) => page.locator(`form[action="/contact"] [name="${name}"]`);
      await page.goto('/contact');
      await field('name').fill('Nojs Visitor');
      await field('email').fill('not-an-address');
      await field('subject').fill('Plain HTML');
      await field('message').fill('Sent by a browser without scripts');
      const refused = page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect((await refused).status()).toBe(400);
      await shown(page.getByText('Please enter a valid email address'));
      expect(await field('name').inputValue()).toBe('Nojs Visitor');
      expect(await field('message').inputValue()).toBe('Sent by a browser without scripts');

      await field('email').fill('visitor@example.com');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await shown(page.getByRole('status').getByText(/Thank you for your message/));
      expect(new URL(page.url()).pathname).toBe('/contact');
      expect(page.url()).not.toContain('Nojs');
      expect(page.url()).not.toContain('?');
      const stored = await ui.site.app
        .get(DataSource)
        .query('SELECT email, subject FROM contact_messages WHERE name = $1', ['Nojs Visitor']);
      expect(stored).toEqual([{ email: 'visitor@example.com', subject: 'Plain HTML' }]);
    });
  });

  it.each([
    ['/', 'Global Business Directory'],
    [CATEGORY_PATH, 'Restaurant Businesses'],
    ['business', eateryName(1)],
    ['/cities', undefined],
    ['/contact', undefined],
  ] as const)('hydrates %s without a console error, warning or page error', async (where, heading) => {
    const path = where === 'business' ? `/business/${(eateries[0] as Business).slug}` : where;
    const problems = await problemsWhile(ui.session, async (page) => {
      const res = await page.goto(path, { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      if (heading) await shown(page.getByRole('heading', { level: 1, name: heading }));
      await page.waitForLoadState('networkidle');
      // Hydration errors are reported after the lazily loaded page module is in; give them a moment.
      await page.waitForTimeout(500);
    });
    expect(problems).toEqual([]);
  });

  it('moves to page 2 of a category through the pager with JavaScript on', async () => {
    const { page } = ui;
    await page.goto(CATEGORY_PATH);
    await shown(page.getByRole('heading', { name: eateryName(1), exact: true }));
    await page.waitForLoadState('networkidle');
    await page.locator(`a[href="${CATEGORY_PATH}?page=2"]`).first().click();
    await page.waitForURL(`**${CATEGORY_PATH}?page=2`);
    for (const name of secondPageNames()) await shown(page.getByRole('heading', { name, exact: true }));
    await page.getByRole('heading', { name: eateryName(1), exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByRole('article').count()).toBe(EATERY_COUNT - PER_PAGE);
  });

  it('fits every public page into phone screens from 360 to 430 px wide, long words included', async () => {
    await withSession({ viewport: { width: 390, height: 844 } }, async ({ page }) => {
      const overflowing: string[] = [];
      const [first] = eateries as [Business];
      for (const path of [
        '/',
        '/categories',
        '/categories/r',
        CATEGORY_PATH,
        `/business/${first.slug}`,
        '/cities',
        '/cities/de/berlin',
        '/countries',
        '/countries/germany',
        '/countries/germany/cities',
        `/search?q=${'x'.repeat(3000)}&where=Berlin`,
        '/contact',
        '/upload',
        '/no-such-page',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        for (const width of [360, 390, 430]) {
          await page.setViewportSize({ width, height: 844 });
          // A string: the backend compiles without the DOM's types.
          const { scrollWidth, innerWidth } = await page.evaluate<{ scrollWidth: number; innerWidth: number }>(
            '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
          );
          if (scrollWidth > innerWidth) overflowing.push(`${path.slice(0, 60)} at ${width} px: ${scrollWidth}`);
        }
      }
      expect(overflowing).toEqual([]);
    });
  });
});
