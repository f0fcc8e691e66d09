import { businessSlug, slugify } from '@directory/shared';
import countries from 'i18n-iso-countries';
import { CALLING_CODES } from './data/phones.data.js';
import {
  DEMO_CATEGORY_NAMES,
  DEMO_SHARES,
  type DemoBusiness,
  DemoBusinessGenerator,
  demoPlaceId,
  isTestRow,
  testPlaceIdCount,
} from './demo-business.generator.js';
import { DemoPlaces } from './demo-places.js';

const NOW = new Date('2025-06-01T00:00:00Z');
// CONTRACT §2: lower-case ASCII [a-z0-9-], no double or edge hyphens, then '-' and 6 [a-z0-9].
const CONTRACT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*-[a-z0-9]{6}$/;

const citiesByKey = new Map(DemoPlaces.get().cities.map((c) => [`${c.countryCode}/${c.slug}`, c]));
const cityOf = (b: DemoBusiness) => citiesByKey.get(`${b.countryCode}/${b.citySlug}`);

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
    for (const b of sample) {
      expect(countries.isValid(b.countryCode)).toBe(true);
      expect(b.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(b.latitude).toBeGreaterThanOrEqual(-90);
      expect(b.latitude).toBeLessThanOrEqual(90);
      expect(b.longitude).toBeGreaterThanOrEqual(-180);
      expect(b.longitude).toBeLessThanOrEqual(180);
      const city = cityOf(b);
      expect(city).toBeDefined();
      // Within the city's spread (at most ~12.4 km) of its centre.
      expect(Math.abs(b.latitude - (city?.latitude ?? 0))).toBeLessThan(0.12);
      expect(b.address).toContain(places.countryName(b.countryCode));
    }
    expect(new Set(sample.map((b) => b.countryCode)).size).toBeGreaterThan(60);
  });

  it('weights cities by population: big cities hold more businesses than small towns', () => {
    const places = DemoPlaces.get();
    const inBigCities = sample.filter((b) => (cityOf(b)?.population ?? 0) >= 1_000_000).length;
    const bigCityShare = places.cities.filter((c) => c.population >= 1_000_000).length / places.cities.length;
    expect(inBigCities / sample.length).toBeGreaterThan(bigCityShare * 20);
  });

  it('derives slugs per the contract and category/city slugs with slugify', () => {
    for (const b of sample) {
      expect(b.slug).toMatch(CONTRACT_SLUG);
      expect(b.slug).toBe(businessSlug(b.name, b.placeId));
      expect(b.categorySlug).toBe(slugify(b.category));
      expect(b.citySlug).toBe(slugify(b.city));
    }
  });

  it('writes one-decimal ratings from 1.0 to 5.0 or none, and skewed review counts', () => {
    for (const b of sample) {
      if (b.rating === null) {
        expect(b.reviewCount).toBe(0);
        continue;
      }
      expect(b.rating).toBeGreaterThanOrEqual(1);
      expect(b.rating).toBeLessThanOrEqual(5);
      expect(Math.round(b.rating * 10)).toBeCloseTo(b.rating * 10, 9);
      expect(Number.isInteger(b.reviewCount) && b.reviewCount >= 1).toBe(true);
    }
    const counts = sample.map((b) => b.reviewCount).sort((a, b) => a - b);
    const median = counts[Math.floor(counts.length / 2)] as number;
    const p99 = counts[Math.floor(counts.length * 0.99)] as number;
    expect(p99).toBeGreaterThan(median * 10);
    expect(sample.some((b) => b.rating === null)).toBe(true);
  });

  it('writes phones with the country calling code, and some businesses without phone, website or image', () => {
    for (const b of sample) {
      if (b.phone !== null) expect(b.phone.startsWith(`+${CALLING_CODES[b.countryCode]} `)).toBe(true);
      if (b.website !== null) expect(b.website).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z.]+$/);
      if (b.imageUrl !== null) expect(b.imageUrl).toMatch(/^https:\/\//);
    }
    expect(sample.some((b) => b.phone === null)).toBe(true);
    expect(sample.some((b) => b.website === null)).toBe(true);
    expect(sample.some((b) => b.imageUrl === null)).toBe(true);
    expect(sample.some((b) => b.description === null)).toBe(true);
  });

  it('leaves about 5 % unapproved', () => {
    const unapproved = sample.filter((b) => !b.isApproved).length;
    const sd = Math.sqrt(sample.length * DEMO_SHARES.unapproved * (1 - DEMO_SHARES.unapproved));
    expect(Math.abs(unapproved - sample.length * DEMO_SHARES.unapproved)).toBeLessThan(4 * sd);
  });

  it('gives Google-like unique place_ids and a few test_ ones', () => {
    const ids = sample.map((b) => b.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(test_)?ChIJ[A-Za-z0-9_-]{23}$/);
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
    for (const b of sample) {
      const names = b.amenities.map((a) => a.amenityType);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name.trim()).not.toBe('');
    }
    const all = new Set(sample.flatMap((b) => b.amenities.map((a) => a.amenityType)));
    for (const expected of ['Wheelchair accessible entrance', 'Delivery', 'Wi-Fi']) expect(all.has(expected)).toBe(true);
    expect(sample.some((b) => b.amenities.some((a) => !a.hasAmenity))).toBe(true);
    expect(sample.filter((b) => b.hours.length > 0).length / sample.length).toBeGreaterThan(0.85);
  });

  it('keeps created_at before updated_at, both within two years before now', () => {
    for (const b of sample) {
      expect(b.createdAt.getTime()).toBeLessThanOrEqual(b.updatedAt.getTime());
      expect(b.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - b.createdAt.getTime()).toBeLessThanOrEqual(731 * 86_400_000);
    }
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
