import type { Locator, Page } from 'playwright-core';
import { seedBusinesses } from '../directory/directory-fixtures.js';
import { browserSuite, eventually, hydrated, openSession, shown } from './browser.js';

/**
 * What the search page makes of what was typed (docs/behaviour.md §10), in a real browser: the
 * suggestions drop-down readable and clickable whole at a phone's and a desktop's width, the words
 * the search ignored, and each card's distance from the visitor.
 *
 * Five businesses whose category, city and name all start with "Pa", so two letters suggest
 * categories, cities and businesses at once; and two pizzerias, one about 1 km from the visitor's
 * position below and one in Munich.
 */
const VISITOR = { lat: 52.52, lng: 13.405 };
const PA_ROWS = [
  { name: 'Paradise Pastries', category: 'Pastry Shop', countryCode: 'FR', city: 'Paris' },
  { name: 'Palm Parking', category: 'Parking', countryCode: 'IT', city: 'Padua' },
  { name: 'Pablo Pawn', category: 'Pawn Shop', countryCode: 'IT', city: 'Palermo' },
  { name: 'Palette Paints', category: 'Paint Store', countryCode: 'ES', city: 'Pamplona' },
  { name: 'Park View Gardens', category: 'Park', countryCode: 'PA', city: 'Panama City' },
];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Whether the option is drawn whole inside the window, and is what a click at its centre reaches
 * (nothing drawn over it). The page's check is a string: the backend compiles without the DOM's types.
 */
async function reachable(page: Page, option: Locator): Promise<{ inside: boolean; onTop: boolean }> {
  const box = await option.boundingBox();
  const window = page.viewportSize();
  const id = await option.getAttribute('id');
  if (!box || !window || !id) return { inside: false, onTop: false };
  const inside =
    box.width > 0 &&
    box.height > 0 &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= window.width &&
    box.y + box.height <= window.height;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const onTop = await page.evaluate<boolean>(
    `document.getElementById(${JSON.stringify(id)}).contains(document.elementFromPoint(${x}, ${y}))`,
  );
  return { inside, onTop };
}

async function typeInWhatBox(page: Page, text: string): Promise<Locator> {
  const what = page.getByRole('combobox', { name: 'What are you looking for?' });
  await what.click();
  // The box holds the page's search; the drop-down follows what is typed in its place.
  await what.fill('');
  await what.pressSequentially(text);
  return shown(page.getByRole('listbox', { name: 'Suggestions' }));
}

describe('what the search understood, in the browser', () => {
  const ui = browserSuite(async (app) => {
    await seedBusinesses(app, [
      ...PA_ROWS.map((row, i) => ({ ...row, rating: 4, reviewCount: 10 + i, latitude: 40 + i, longitude: 2 + i })),
      {
        name: 'Napoli Pizza',
        category: 'Pizzeria',
        countryCode: 'DE',
        city: 'Berlin',
        latitude: 52.53,
        longitude: 13.405,
      },
      {
        name: 'Roma Pizza',
        category: 'Pizzeria',
        countryCode: 'DE',
        city: 'Munich',
        latitude: 48.137,
        longitude: 11.575,
      },
    ]);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows every suggestion above the page, and a click on one opens it, at ${viewport.width} px`, async () => {
      const { context, page, pageErrors } = await openSession(ui.browser, ui.site.baseUrl, { viewport });
      try {
        const suggested = await page.request.get('/api/suggest?q=Pa');
        const answer = (await suggested.json()) as { categories: unknown[]; cities: unknown[]; businesses: unknown[] };
        const expected = answer.categories.length + answer.cities.length + answer.businesses.length;
        expect(expected).toBeGreaterThanOrEqual(11);

        await page.goto('/search?q=pizza');
        await hydrated(page);
        const list = await typeInWhatBox(page, 'Pa');
        const options = list.getByRole('option');
        await eventually(async () => expect(await options.count()).toBe(expected));
        for (const option of await options.all()) {
          await option.scrollIntoViewIfNeeded();
          expect({ option: await option.textContent(), ...(await reachable(page, option)) }).toEqual({
            option: await option.textContent(),
            inside: true,
            onTop: true,
          });
        }
        const business = list.getByRole('option', { name: /Park View Gardens/ });
        await business.click();
        await page.waitForURL('**/business/**');
        await shown(page.getByRole('heading', { level: 1, name: 'Park View Gardens' }));
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("follows the results on the map: a new search shows its page's markers, all within the view", async () => {
    await ui.page.goto('/search?q=pizza');
    await hydrated(ui.page);
    const map = ui.page.getByRole('region', { name: 'Map of these results' });
    await ui.page.getByText('On the map').scrollIntoViewIfNeeded();
    await shown(map.locator('.leaflet-marker-icon[title="Napoli Pizza"]'));

    const what = ui.page.getByRole('combobox', { name: 'What are you looking for?' });
    await what.fill('Pa');
    await what.press('Enter');
    await ui.page.waitForURL(/\/search\?q=Pa(&|$)/);
    await ui.page.getByText('On the map').scrollIntoViewIfNeeded();
    const markers = map.locator('.leaflet-marker-icon');
    await eventually(async () => {
      // A cluster stands for as many markers as its number says.
      const drawn = (await markers.allTextContents()).map((text) => Number(text.trim()) || 1);
      expect(drawn.reduce((sum, n) => sum + n, 0)).toBe(PA_ROWS.length);
      expect(await map.locator('.leaflet-marker-icon[title*="Pizza"]').count()).toBe(0);
      const view = await map.boundingBox();
      for (const marker of await markers.all()) {
        const box = await marker.boundingBox();
        expect(box && view && box.x >= view.x && box.x + box.width <= view.x + view.width).toBe(true);
        expect(box && view && box.y >= view.y && box.y + box.height <= view.y + view.height).toBe(true);
      }
    });
  });

  it("shows each card's distance when the search has the visitor's position", async () => {
    await ui.page.goto(`/search?q=pizza&sort=distance&lat=${VISITOR.lat}&lng=${VISITOR.lng}`);
    const cards = ui.page.locator('article');
    await eventually(async () => {
      expect(await cards.locator('h3').allTextContents()).toEqual(['Napoli Pizza', 'Roma Pizza']);
    });
    expect(await cards.nth(0).textContent()).toContain('1.1 km away');
    expect(await cards.nth(1).textContent()).toMatch(/\d{3} km away/);
  });

  it('names the words the search ignored', async () => {
    await ui.page.goto('/search?q=best%20pizza');
    const notice = await shown(ui.page.getByRole('alert').filter({ hasText: 'Showing results for' }));
    expect(await notice.textContent()).toContain('Showing results for pizza (ignored: best)');
    expect(await notice.locator('strong').textContent()).toBe('pizza');
  });

  it("asks for the position when the words say 'near me', and searches nearest first with it", async () => {
    const { context, page, pageErrors } = await openSession(ui.browser, ui.site.baseUrl, {
      geolocation: { latitude: VISITOR.lat, longitude: VISITOR.lng },
      permissions: ['geolocation'],
    });
    try {
      await page.goto('/search?q=pizza%20near%20me');
      await page.waitForURL(/lat=52\.52&lng=13\.405/);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('distance');
      await shown(page.locator('article').filter({ hasText: 'Napoli Pizza' }).getByText('1.1 km away'));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says so politely when the visitor does not share the position', async () => {
    await ui.page.goto('/search?q=pizza%20near%20me');
    await shown(ui.page.getByRole('status').filter({ hasText: 'Location not shared' }));
    expect(new URL(ui.page.url()).searchParams.get('lat')).toBeNull();
  });
});
