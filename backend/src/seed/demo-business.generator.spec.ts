import { businessSlug, slugify } from '@directory/shared';
import countries from 'i18n-iso-countries';
import { CALLING_CODES } from './catalog/phones.data.js';
import {
  DEMO_CATEGORY_NAMES,
  DEMO_SHARES,
  type DemoBusiness,
  DemoBusinessGenerator,
  demoPlaceId,
  isTestRow,
  testPlaceIdCount,
} from './demo-business.generator.js';
import { DEMO_ILLUSTRATIONS, DEMO_IMAGE_DIR } from './demo-images.js';
import { type DemoCity, DemoPlaces } from './demo-places.js';

const NOW = new Date('2025-06-01T00:00:00Z');
// docs/behaviour.md §2: lower-case ASCII [a-z0-9-], no double or edge hyphens, then '-' and 6 [a-z0-9].
const CONTRACT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*-[a-z0-9]{6}$/;

/** The illustrations the public site serves itself (demo-images.spec checks the files are there). */
const DEMO_IMAGE_URLS = new Set(DEMO_ILLUSTRATIONS.map((name) => `${DEMO_IMAGE_DIR}/${name}.svg`));

const citiesByKey = new Map<string, DemoCity[]>();
for (const c of DemoPlaces.get().cities) {
  const key = `${c.countryCode}/${c.slug}`;
  citiesByKey.set(key, [...(citiesByKey.get(key) ?? []), c]);
}
/** Cities of the business's country with its city slug (GeoNames has several Springfields). */
const citiesOf = (b: DemoBusiness) => citiesByKey.get(`${b.countryCode}/${b.citySlug}`) ?? [];

function rows(seed: number, count: number, firstId = 1): DemoBusiness[] {
  const generator = new DemoBusinessGenerator({ seed, count, now: NOW });
  return Array.from({ length: count }, (_, i) => generator.business(i, firstId + i));
}

describe('DemoBusinessGenerator', () => {
  const sample = rows(42, 3000);

  it('is deterministic: the same seed gives the same rows, another seed other rows', () => {
    expect(rows(42, 3000).slice(0, 200)).toEqual(sample.slice(0, 200));
    const other = rows(43, 200);
    expect(other.filter((b, i) => b.name === sample[i]?.name && b.city === sample[i]?.city).length).toBeLessThan(10);
  });

  it('builds the row of an id from the seed and the id only, so appended runs get new rows', () => {
    const appended = rows(42, 3000, 3001);
    expect(new Set(appended.map((b) => b.placeId)).size).toBe(3000);
    expect(appended.some((b) => sample.some((s) => s.placeId === b.placeId))).toBe(false);
  });

  it('uses valid ISO country codes, real cities of that country and coordinates near them', () => {
    const places = DemoPlaces.get();
    const bad = sample.filter(
      (b) =>
        !countries.isValid(b.countryCode) ||
        !/^[A-Z]{2}$/.test(b.countryCode) ||
        !(b.latitude >= -90 && b.latitude <= 90 && b.longitude >= -180 && b.longitude <= 180) ||
        // Within the city's spread (at most ~12.4 km) of its centre.
        !citiesOf(b).some((c) => Math.abs(c.latitude - b.latitude) < 0.12) ||
        !b.address.includes(places.countryName(b.countryCode)),
    );
    expect(bad).toEqual([]);
    expect(new Set(sample.map((b) => b.countryCode)).size).toBeGreaterThan(60);
  });

  it('weights cities by population: big cities hold more businesses than small towns', () => {
    const places = DemoPlaces.get();
    const inBigCities = sample.filter((b) => citiesOf(b).some((c) => c.population >= 1_000_000)).length;
    const bigCityShare = places.cities.filter((c) => c.population >= 1_000_000).length / places.cities.length;
    expect(inBigCities / sample.length).toBeGreaterThan(bigCityShare * 20);
  });

  it('derives slugs per the contract and category/city slugs with slugify', () => {
    const bad = sample.filter(
      (b) =>
        !CONTRACT_SLUG.test(b.slug) ||
        b.slug !== businessSlug(b.name, b.placeId) ||
        b.categorySlug !== slugify(b.category) ||
        b.citySlug !== slugify(b.city),
    );
    expect(bad).toEqual([]);
  });

  it('writes one-decimal ratings from 1.0 to 5.0 or none, and skewed review counts', () => {
    const bad = sample.filter((b) =>
      b.rating === null
        ? b.reviewCount !== 0
        : b.rating < 1 ||
          b.rating > 5 ||
          Math.abs(b.rating * 10 - Math.round(b.rating * 10)) > 1e-9 ||
          !Number.isInteger(b.reviewCount) ||
          b.reviewCount < 1,
    );
    expect(bad).toEqual([]);
    const counts = sample.map((b) => b.reviewCount).sort((a, b) => a - b);
    const median = counts[Math.floor(counts.length / 2)] as number;
    const p99 = counts[Math.floor(counts.length * 0.99)] as number;
    expect(p99).toBeGreaterThan(median * 10);
    expect(sample.some((b) => b.rating === null)).toBe(true);
  });

  it('writes phones with the country calling code, demo illustrations as images (for about 75 %), and some businesses without phone, website or image', () => {
    const bad = sample.filter(
      (b) =>
        (b.phone !== null && !b.phone.startsWith(`+${CALLING_CODES[b.countryCode]} `)) ||
        (b.website !== null && !/^https:\/\/[a-z0-9.-]+\.[a-z.]+$/.test(b.website)) ||
        (b.imageUrl !== null && !DEMO_IMAGE_URLS.has(b.imageUrl)),
    );
    expect(bad).toEqual([]);
    expect(sample.some((b) => b.phone === null)).toBe(true);
    expect(sample.some((b) => b.website === null)).toBe(true);
    expect(sample.some((b) => b.imageUrl === null)).toBe(true);
    const withImage = sample.filter((b) => b.imageUrl !== null).length;
    const sd = Math.sqrt(sample.length * DEMO_SHARES.image * (1 - DEMO_SHARES.image));
    expect(Math.abs(withImage - sample.length * DEMO_SHARES.image)).toBeLessThan(4 * sd);
    expect(sample.some((b) => b.description === null)).toBe(true);
  });

  it("writes descriptions with the right article: 'an independent', never 'a independent'", () => {
    const descriptions = sample.flatMap((row) => (row.description ? [row.description] : []));
    expect(descriptions.some((text) => / is an (independent|award-winning) /.test(text))).toBe(true);
    expect(descriptions.filter((text) => /\ba (independent|award-winning)\b/i.test(text))).toEqual([]);
  });

  it('leaves about 5 % unapproved', () => {
    const unapproved = sample.filter((b) => !b.isApproved).length;
    const sd = Math.sqrt(sample.length * DEMO_SHARES.unapproved * (1 - DEMO_SHARES.unapproved));
    expect(Math.abs(unapproved - sample.length * DEMO_SHARES.unapproved)).toBeLessThan(4 * sd);
  });

  it('gives Google-like unique place_ids and a few test_ ones', () => {
    const ids = sample.map((b) => b.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^(test_)?ChIJ[A-Za-z0-9_-]{23}$/.test(id))).toEqual([]);
    expect(ids.filter((id) => id.startsWith('test_'))).toHaveLength(testPlaceIdCount(3000));
    expect(testPlaceIdCount(1000)).toBe(3);
    expect(testPlaceIdCount(600_000)).toBe(600);
    expect(Array.from({ length: 1000 }, (_, i) => isTestRow(i, 1000)).filter(Boolean)).toHaveLength(3);
  });

  it('never repeats a place_id suffix for different ids, whatever the seed', () => {
    const suffixes = new Set<string>();
    for (let id = 1; id <= 50_000; id++) suffixes.add(demoPlaceId(id % 7, id).slice(-6));
    expect(suffixes.size).toBe(50_000);
  });

  it('draws another place_id and slug suffix on request, keeping the test_ prefix', () => {
    const generator = new DemoBusinessGenerator({ seed: 42, count: 3000, now: NOW });
    const test = sample.find((b) => b.placeId.startsWith('test_')) as DemoBusiness;
    const redrawn = generator.withPlaceIdAttempt(test, 1);
    expect(redrawn.placeId).not.toBe(test.placeId);
    expect(redrawn.placeId.startsWith('test_')).toBe(true);
    expect(redrawn.slug).toBe(businessSlug(test.name, redrawn.placeId));
  });

  it('attaches Outscraper-style amenities without duplicates, and hours to most businesses', () => {
    const bad = sample.filter((b) => {
      const names = b.amenities.map((a) => a.amenityType);
      return new Set(names).size !== names.length || names.some((name) => name.trim() === '');
    });
    expect(bad).toEqual([]);
    const all = new Set(sample.flatMap((b) => b.amenities.map((a) => a.amenityType)));
    for (const expected of ['Wheelchair accessible entrance', 'Delivery', 'Wi-Fi'])
      expect(all.has(expected)).toBe(true);
    expect(sample.some((b) => b.amenities.some((a) => !a.hasAmenity))).toBe(true);
    expect(sample.filter((b) => b.hours.length > 0).length / sample.length).toBeGreaterThan(0.85);
  });

  it('keeps created_at before updated_at, both within two years before now', () => {
    const bad = sample.filter(
      (b) =>
        b.createdAt.getTime() > b.updatedAt.getTime() ||
        b.updatedAt.getTime() > NOW.getTime() ||
        NOW.getTime() - b.createdAt.getTime() > 731 * 86_400_000,
    );
    expect(bad).toEqual([]);
  });
});

describe('demo categories', () => {
  it('has at least 500 distinct real-sounding categories (spec: 500+ categories)', () => {
    expect(new Set(DEMO_CATEGORY_NAMES.map(slugify)).size).toBe(DEMO_CATEGORY_NAMES.length);
    expect(DEMO_CATEGORY_NAMES.length).toBeGreaterThanOrEqual(500);
    for (const expected of ['Restaurant', 'Dentist', 'Auto Repair', 'Hair Salon', 'Plumber', 'Electrician']) {
      expect(DEMO_CATEGORY_NAMES).toContain(expected);
    }
  });
});
