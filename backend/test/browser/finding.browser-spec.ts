import { seedBusinesses } from '../directory/directory-fixtures.js';
import { browserSuite, eventually, hydrated, shown } from './browser.js';

/**
 * Finding what you mean (docs/behaviour.md §10) in a real browser: suggestions as you type, filters in the
 * URL, the map of a results page. Four restaurants and a bakery a few metres apart in Berlin, so the
 * map draws them as one cluster.
 */
const BERLIN = { countryCode: 'DE', city: 'Berlin' };
const at = (i: number) => ({ latitude: 52.52 + i * 0.0001, longitude: 13.405 + i * 0.0001 });

describe('finding businesses in the browser', () => {
  const ui = browserSuite(async (app) => {
    await seedBusinesses(app, [
      { name: 'Spree Grill', category: 'Restaurant', ...BERLIN, rating: 4.6, reviewCount: 90, ...at(0) },
      { name: 'Linden Bistro', category: 'Restaurant', ...BERLIN, rating: 4.2, reviewCount: 60, ...at(1) },
      { name: 'Mitte Diner', category: 'Restaurant', ...BERLIN, rating: 3.1, reviewCount: 40, ...at(2) },
      { name: 'Tor Kitchen', category: 'Restaurant', ...BERLIN, rating: 2.5, reviewCount: 20, ...at(3) },
      { name: 'Brot Werk', category: 'Bakery', ...BERLIN, rating: 4.8, reviewCount: 30, ...at(4) },
    ]);
  });

  it('suggests a category from the first letters typed, and picking it by keyboard searches it', async () => {
    await ui.page.goto('/');
    await hydrated(ui.page);
    const what = ui.page.getByRole('combobox', { name: 'What are you looking for?' });
    await what.click();
    // Sent in the same instant as the focus: the keys land before the lazily loaded suggestions listen.
    await what.pressSequentially('Restau');
    const listbox = await shown(ui.page.getByRole('listbox', { name: 'Suggestions' }));
    await shown(listbox.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Restaurant' }));
    await what.press('ArrowDown');
    await what.press('Enter');
    await ui.page.waitForURL('**/search?q=Restaurant&category=restaurant');
    await shown(ui.page.getByRole('heading', { level: 1, name: 'Results for “Restaurant”' }));
  });

  it('changes the URL and the results when a filter is picked', async () => {
    await ui.page.goto('/search?q=restaurant&where=Berlin');
    await shown(ui.page.getByText('Mitte Diner'));
    await ui.page.getByRole('link', { name: '4+ stars' }).click();
    await ui.page.waitForURL('**/search?q=restaurant&where=Berlin&minRating=4');
    await shown(ui.page.getByRole('link', { name: '4+ stars', exact: true }).and(ui.page.locator('[aria-current]')));
    await eventually(async () => {
      const names = await ui.page.locator('article h3').allTextContents();
      expect(names.sort()).toEqual(['Linden Bistro', 'Spree Grill']);
    });
  });

  it('links the categories of the match with their counts', async () => {
    await ui.page.goto('/search?where=Berlin');
    const facet = await shown(ui.page.getByRole('link', { name: 'Bakery (1)' }));
    expect(await facet.getAttribute('href')).toBe('/search?where=Berlin&category=bakery');
    await facet.click();
    await ui.page.waitForURL('**/search?where=Berlin&category=bakery');
    await eventually(async () => {
      expect(await ui.page.locator('article h3').allTextContents()).toEqual(['Brot Werk']);
    });
  });

  it('shows the results of the page on a map, nearby markers clustered', async () => {
    await ui.page.goto('/search?where=Berlin');
    const map = ui.page.getByRole('region', { name: 'Map of these results' });
    await map.scrollIntoViewIfNeeded();
    const cluster = await shown(map.locator('.marker-cluster'));
    expect(await cluster.textContent()).toBe('5');
    await cluster.click();
    await eventually(async () => {
      expect(await map.locator('.leaflet-marker-icon:not(.marker-cluster)').count()).toBeGreaterThan(0);
    });
  });
});
