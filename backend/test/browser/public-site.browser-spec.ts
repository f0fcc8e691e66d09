import type { Page } from 'playwright-core';
import type { Business } from '../../src/businesses/business.entity.js';
import { BRATWURST, seedBusinesses } from '../directory/directory-fixtures.js';
import { browserSuite, eventually, hydrated, openSession, PUBLIC_VIEWPORTS, shown } from './browser.js';

/** The figure above a stat tile's label ('4' over 'Active Businesses'). */
const statValue = (page: Page, label: string) =>
  page.locator('p', { hasText: new RegExp(`^${label}$`) }).locator('xpath=preceding-sibling::*[1]');

describe('public site in a browser', () => {
  let bratwurst: Business;
  let schnitzel: Business;
  let coffee: Business;
  let hidden: Business;
  const ui = browserSuite(async (app) => {
    // Approved: 4 businesses, 2 countries, 3 cities; Restaurant holds 3 of them.
    [bratwurst, schnitzel, , coffee, hidden] = await seedBusinesses(app, [
      { ...BRATWURST, latitude: 52.5163, longitude: 13.3777 },
      { name: 'Spree Schnitzel', category: 'Restaurant', countryCode: 'DE', city: 'Berlin', reviewCount: 80 },
      { name: 'Seine Bistro', category: 'Restaurant', countryCode: 'FR', city: 'Paris', reviewCount: 60 },
      {
        name: 'Alster Coffee',
        category: 'Cafe',
        countryCode: 'DE',
        city: 'Hamburg',
        reviewCount: 40,
        hours: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
          dayOfWeek,
          openTime: '00:00',
          closeTime: '23:59',
          isClosed: false,
        })),
      },
      { name: 'Hidden Kitchen', category: 'Restaurant', countryCode: 'DE', city: 'Berlin', isApproved: false },
    ]);
  });

  it('renders the home page with the brand, the navigation and counters of the approved businesses', async () => {
    const res = await ui.page.goto('/');
    expect(res?.status()).toBe(200);
    await shown(ui.page.getByRole('heading', { level: 1, name: 'Global Business Directory' }));
    await shown(ui.page.getByRole('banner').getByRole('link', { name: 'Global Business Directory home' }));
    const nav = ui.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Categories',
      'Countries',
      'Cities',
      'Contact',
    ]);
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    // The real totals from the first paint on, no count-up; the unapproved business is not counted.
    await hydrated(ui.page);
    for (let sample = 0; sample < 4; sample++) {
      expect(await statValue(ui.page, 'Active Businesses').textContent()).toBe('4');
      expect(await statValue(ui.page, 'Countries Covered').textContent()).toBe('2');
      expect(await statValue(ui.page, 'Cities').textContent()).toBe('3');
      await ui.page.waitForTimeout(150);
    }
    const trending = ui.page.getByRole('region', { name: 'TRENDING SEARCHES' });
    await shown(trending.getByRole('link', { name: /#1\s*Restaurant/ }));
    expect(await ui.page.title()).toBe('Global Business Directory');
  });

  it('leads through the navigation to Categories and into a category that lists the business card', async () => {
    await ui.page.goto('/');
    await ui.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
    await shown(ui.page.getByRole('heading', { level: 1, name: 'Business Categories' }));
    expect(ui.page.url()).toBe(`${ui.site.baseUrl}/categories`);
    const restaurant = ui.page
      .getByRole('link')
      .filter({ has: ui.page.getByRole('heading', { name: 'Restaurant', exact: true }) });
    // Approved rows only: 3, not the 4 stored.
    await shown(restaurant.getByText('3 businesses', { exact: true }));
    await restaurant.click();

    await shown(ui.page.getByRole('heading', { level: 1, name: 'Restaurant Businesses' }));
    expect(ui.page.url()).toBe(`${ui.site.baseUrl}/categories/restaurant`);
    const card = ui.page.getByRole('article').filter({ has: ui.page.getByRole('heading', { name: bratwurst.name }) });
    await shown(card);
    expect(await card.textContent()).toContain('Unter den Linden 77, 10117 Berlin');
    await shown(ui.page.getByText('Showing 1 - 3 of 3 businesses'));
    expect(await ui.page.getByRole('article').count()).toBe(3);
    expect(await ui.page.getByRole('heading', { name: hidden.name }).count()).toBe(0);
  });

  it("opens a business page with its name, address, opening hours and map from the category's card", async () => {
    await ui.page.goto('/categories/restaurant');
    await ui.page
      .getByRole('article')
      .filter({ has: ui.page.getByRole('heading', { name: bratwurst.name }) })
      .click();

    await shown(ui.page.getByRole('heading', { level: 1, name: bratwurst.name }));
    expect(ui.page.url()).toBe(`${ui.site.baseUrl}/business/${bratwurst.slug}`);
    expect(await ui.page.title()).toContain(bratwurst.name);
    const contact = ui.page.getByRole('region', { name: 'Contact Information' });
    await shown(contact.getByText('Unter den Linden 77, 10117 Berlin'));
    await shown(contact.getByRole('link', { name: '+49 30 1234567' }));
    const hours = contact.getByRole('table', { name: 'Opening hours' });
    expect(await hours.getByRole('row').filter({ hasText: 'Monday' }).getByRole('cell').textContent()).toBe(
      '09:00 – 17:00',
    );
    expect(await hours.getByRole('row').filter({ hasText: 'Sunday' }).getByRole('cell').textContent()).toBe('Closed');

    const location = ui.page.getByRole('region', { name: 'Location' });
    const map = await shown(location.locator('.leaflet-container'));
    expect(await map.getAttribute('aria-label')).toBe(`Map showing ${bratwurst.name}`);
    await shown(map.locator(`.leaflet-marker-icon[title="${bratwurst.name}"]`));
  });

  it('shows the 404 page for an unknown route, and "Business not found" for an unapproved business', async () => {
    const res = await ui.page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await shown(ui.page.getByRole('heading', { level: 1, name: '404 Page Not Found' }));
    await shown(ui.page.getByText(/There is no page at this address/));
    expect(await ui.page.title()).toBe('404 Page Not Found | Global Business Directory');

    await ui.page.goto(`/business/${hidden.slug}`);
    await shown(ui.page.getByRole('heading', { name: 'Business not found' }));
    await shown(ui.page.getByText("The business you're looking for doesn't exist or has been removed."));
  });

  it('finds the business by a typed word through the home search, and not an unapproved one', async () => {
    await ui.page.goto('/');
    await ui.page.getByLabel('What are you looking for?').fill('bratwurst');
    await ui.page.getByLabel('Where?').fill('Berlin');
    await ui.page.getByRole('button', { name: 'Search', exact: true }).click();

    await shown(ui.page.getByText('1 business found'));
    expect(ui.page.url()).toBe(`${ui.site.baseUrl}/search?q=bratwurst&where=Berlin`);
    const result = ui.page.getByRole('article').filter({ has: ui.page.getByRole('heading', { name: bratwurst.name }) });
    expect(await (await shown(result.getByRole('link'))).getAttribute('href')).toBe(`/business/${bratwurst.slug}`);

    await ui.page.getByLabel('What are you looking for?').fill('hidden kitchen');
    await ui.page.getByLabel('Where?').fill('');
    // No place: the same button says so.
    await ui.page.getByRole('button', { name: 'Search Globally', exact: true }).click();
    await shown(ui.page.getByRole('heading', { name: 'No businesses found' }));
    expect(await ui.page.getByRole('article').count()).toBe(0);
  });

  it('shows no open/closed badge for unknown hours, and "Open 24 hours" for a place open all day', async () => {
    await ui.page.goto(`/business/${schnitzel.slug}`);
    await hydrated(ui.page);
    const contact = ui.page.getByRole('region', { name: 'Contact Information' });
    await shown(contact.getByText('Opening hours not available.'));
    for (const label of ['Closed', 'Open now', /^Opens at/]) {
      expect(await ui.page.locator('.ui-chip').filter({ hasText: label }).count()).toBe(0);
    }

    await ui.page.goto(`/business/${coffee.slug}`);
    await hydrated(ui.page);
    await shown(ui.page.locator('.ui-chip').filter({ hasText: 'Open now' }));
    const hours = ui.page.getByRole('table', { name: 'Opening hours' });
    expect(await hours.getByRole('row').filter({ hasText: 'Monday' }).getByRole('cell').textContent()).toBe(
      'Open 24 hours',
    );
    await shown(ui.page.getByText('Local time (Berlin)'));
  });

  it("links a country's categories and a category's countries to that category in that place", async () => {
    await ui.page.goto('/countries/germany');
    const popular = ui.page.getByRole('region', { name: 'Popular Categories' });
    expect(await popular.getByRole('link', { name: /Restaurant/ }).getAttribute('href')).toBe(
      '/search?where=Germany&category=restaurant',
    );
    await popular.getByRole('link', { name: /Restaurant/ }).click();
    // Germany's two restaurants, not the three worldwide.
    await shown(ui.page.getByText('2 businesses found'));

    await ui.page.goto('/categories/cafe');
    const countries = ui.page.getByRole('complementary', { name: 'TOP COUNTRIES' });
    expect(await countries.getByRole('link', { name: /Germany/ }).getAttribute('href')).toBe(
      '/search?where=Germany&category=cafe',
    );
  });

  it('shows exact counts with grouping on the country cards', async () => {
    await ui.page.goto('/countries');
    const germany = ui.page.getByRole('link').filter({ has: ui.page.getByRole('heading', { name: 'Germany' }) });
    expect(
      await germany.getByText('Businesses', { exact: true }).locator('xpath=preceding-sibling::*[1]').textContent(),
    ).toBe('3');
    expect(await germany.textContent()).not.toMatch(/\dK\b/);
  });

  const MAIN_ROUTES = [
    '/',
    '/categories',
    '/categories/restaurant',
    '/countries',
    '/countries/germany',
    '/cities',
    '/cities/de/berlin',
    '/business/{slug}',
    '/search?q=restaurant',
    '/contact',
    '/upload',
  ];

  describe.each(PUBLIC_VIEWPORTS)('at $width px, JavaScript $javaScriptEnabled', ({ width, javaScriptEnabled }) => {
    it('fits every main page in the window width (no horizontal scroll)', async () => {
      const own = await openSession(ui.browser, ui.site.baseUrl, {
        viewport: { width, height: 844 },
        javaScriptEnabled,
      });
      try {
        const overflowing: string[] = [];
        for (const route of MAIN_ROUTES) {
          const path = route.replace('{slug}', bratwurst.slug);
          const res = await own.page.goto(path, { waitUntil: 'load' });
          expect(res?.status()).toBe(200);
          if (javaScriptEnabled) await hydrated(own.page);
          const [scrollWidth, clientWidth] = (await own.page.evaluate(
            '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
          )) as [number, number];
          if (scrollWidth > clientWidth) overflowing.push(`${path}: ${scrollWidth} > ${clientWidth}`);
        }
        expect(overflowing).toEqual([]);
        expect(own.pageErrors).toEqual([]);
      } finally {
        await own.context.close();
      }
    });

    it('filters a list when Enter is pressed in its filter box', async () => {
      const own = await openSession(ui.browser, ui.site.baseUrl, {
        viewport: { width, height: 844 },
        javaScriptEnabled,
      });
      try {
        await own.page.goto('/countries');
        if (javaScriptEnabled) await hydrated(own.page);
        const box = own.page.getByRole('searchbox', { name: 'Search countries' });
        await box.fill('fra');
        await box.press('Enter');
        await eventually(async () => expect(own.page.url()).toBe(`${ui.site.baseUrl}/countries?q=fra`));
        await shown(own.page.getByText('Showing 1 to 1 of 1 countries'));
        expect(await own.page.getByRole('heading', { name: 'France' }).count()).toBe(1);
      } finally {
        await own.context.close();
      }
    });
  });
});
