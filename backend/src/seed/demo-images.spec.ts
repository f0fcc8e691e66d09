import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ILLUSTRATIONS, DEMO_IMAGE_DIR, demoImageUrl } from './demo-images.js';

/** The public site's static files, served from the site's root. */
const PUBLIC_WEB_STATIC = path.resolve(import.meta.dirname, '../../../public-web/public');

describe('demo images', () => {
  it('picks an illustration by category, with a storefront for the rest', () => {
    expect(demoImageUrl({ name: 'Restaurant', kind: 'food' })).toBe('/images/demo/restaurant.svg');
    expect(demoImageUrl({ name: 'Coffee Shop', kind: 'cafe' })).toBe('/images/demo/cafe.svg');
    expect(demoImageUrl({ name: 'Hotel', kind: 'lodging' })).toBe('/images/demo/hotel.svg');
    expect(demoImageUrl({ name: 'Dentist', kind: 'health' })).toBe('/images/demo/dentist.svg');
    expect(demoImageUrl({ name: 'Orthodontist', kind: 'health' })).toBe('/images/demo/dentist.svg');
    expect(demoImageUrl({ name: 'Pharmacy', kind: 'health' })).toBe('/images/demo/medical.svg');
    expect(demoImageUrl({ name: 'Gas Station', kind: 'always' })).toBe('/images/demo/car.svg');
    expect(demoImageUrl({ name: 'Museum', kind: 'leisure' })).toBe('/images/demo/storefront.svg');
  });

  it('ships every illustration as a small SVG in the public site, and nothing unused', () => {
    const dir = path.join(PUBLIC_WEB_STATIC, DEMO_IMAGE_DIR);
    for (const name of DEMO_ILLUSTRATIONS) {
      const file = path.join(dir, `${name}.svg`);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(4096);
    }
    expect(readdirSync(dir).sort()).toEqual(DEMO_ILLUSTRATIONS.map((name) => `${name}.svg`).sort());
  });
});
