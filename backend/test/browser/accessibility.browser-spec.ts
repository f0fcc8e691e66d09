import axe from 'axe-core';
import type { Page } from 'playwright-core';
import type { Business } from '../../src/businesses/business.entity.js';
import { BRATWURST, seedBusinesses } from '../directory/directory-fixtures.js';
import { browserSuite, problemsWhile, PUBLIC_VIEWPORTS } from './browser.js';

/** WCAG 2.0–2.2 levels A and AA, plus axe's best practices (landmarks, heading order, one h1…). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** axe's findings on the page as it stands, one line per failing element, so a failure reads without a rerun. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  // A string: the backend compiles without the DOM's types.
  const violations = await page.evaluate<AxeViolation[]>(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ['violations'] })
      .then((results) => results.violations)`,
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact}): ${v.help}\n    at ${JSON.stringify(node.target)}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
    ),
  );
}

/** Stands for the seeded business's page, whose slug is known once the suite has seeded it. */
const BUSINESS_PAGE = '/business/{slug}';

describe('accessibility of the public pages (axe-core, WCAG 2 A/AA and best practices)', () => {
  let business: Business;
  const ui = browserSuite(async (app) => {
    [business] = await seedBusinesses(app, [
      {
        ...BRATWURST,
        website: 'https://bratwurst.example',
        imageUrl: '/images/demo/restaurant.svg',
        description: 'Sausages grilled over beech wood since 1961.',
        amenities: [
          { amenityType: 'Wheelchair accessible entrance', hasAmenity: true },
          { amenityType: 'Delivery', hasAmenity: false },
        ],
      },
      // A photo on a host the browser cannot reach: the card falls back to its placeholder.
      {
        name: 'Spree Schnitzel',
        category: 'Restaurant',
        countryCode: 'DE',
        city: 'Berlin',
        imageUrl: 'https://photos.example/1.jpg',
      },
      {
        name: 'Alster Coffee',
        category: 'Cafe',
        countryCode: 'DE',
        city: 'Hamburg',
        imageUrl: '/images/demo/cafe.svg',
      },
      { name: 'Seine Bistro', category: 'Restaurant', countryCode: 'FR', city: 'Paris', imageUrl: null },
    ]);
  });

  describe.each(PUBLIC_VIEWPORTS)('at $width px, JavaScript $javaScriptEnabled', ({ width, javaScriptEnabled }) => {
    it.each([
      '/',
      '/categories',
      '/categories/restaurant',
      '/countries',
      '/cities',
      '/cities/de/berlin',
      '/countries/germany',
      '/search?q=restaurant',
      BUSINESS_PAGE,
      '/contact',
      '/upload',
    ])('%s has no axe violation and logs no console error or warning', async (where) => {
      const path = where === BUSINESS_PAGE ? `/business/${business.slug}` : where;
      await ui.page.setViewportSize({ width, height: 900 });
      // Without JavaScript: the server's HTML as it stands, never hydrated (axe itself still runs).
      if (!javaScriptEnabled)
        await ui.session.context.route(
          (url) => url.pathname.endsWith('.js'),
          (route) => route.abort(),
        );
      let violations: string[] = [];
      const problems = await problemsWhile(ui.session, async (page) => {
        const res = await page.goto(path, { waitUntil: 'load' });
        expect(res?.status()).toBe(200);
        await page.waitForLoadState('networkidle');
        // Lazy route modules hydrate after load; let hydration (and its warnings) settle.
        if (javaScriptEnabled) await page.waitForTimeout(500);
        violations = await axeViolations(page);
      });
      expect({ violations, problems }).toEqual({ violations: [], problems: [] });
    });
  });

  it('has no axe violation with the phone menu open', async () => {
    await ui.page.setViewportSize({ width: 390, height: 900 });
    await ui.page.goto('/', { waitUntil: 'load' });
    // The button opens the menu once the page has hydrated.
    await ui.page.waitForLoadState('networkidle');
    await ui.page.getByRole('button', { name: 'Open menu' }).click();
    await ui.page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await axeViolations(ui.page)).toEqual([]);
  });
});
