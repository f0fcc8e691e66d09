import { businessSlug, slugify } from '@directory/shared';
import type { BusinessAmenity } from '../businesses/business-amenity.entity.js';
import type { Business } from '../businesses/business.entity.js';
import { timeZoneOf } from '../common/time-zone-of.js';
import { AMENITY_FLAGS, type AmenityFlag } from './catalog/amenities.data.js';
import { CATEGORIES, type CategoryKind, KIND_WEIGHTS, POPULAR_CATEGORIES } from './catalog/categories.data.js';
import {
  DESCRIPTION_ADJECTIVES,
  DESCRIPTION_DETAILS,
  DESCRIPTION_OPENERS,
  DESCRIPTION_SHARE,
} from './catalog/descriptions.data.js';
import {
  KIND_WORDS,
  type Locale,
  LOCALE_BY_COUNTRY,
  LOCALE_WORDS,
  NAME_ADJECTIVES,
  NAME_NOUNS,
} from './catalog/names.data.js';
import { demoAddress, demoPhone, demoWebsite } from './demo-contact.js';
import { type DemoHoursRow, demoHours } from './demo-hours.js';
import { demoImageUrl } from './demo-images.js';
import { type DemoCity, DemoPlaces } from './demo-places.js';
import { hashInts, Prng, WeightedPicker } from './prng.js';

export type DemoAmenityRow = Pick<BusinessAmenity, 'amenityType' | 'hasAmenity'>;

/** A business row as the demo seed writes it: every column but the submitter's e-mail, always in a city, always placed. */
export type DemoBusiness = Omit<
  Business,
  'submitterEmail' | 'city' | 'citySlug' | 'latitude' | 'longitude' | 'hours' | 'amenities'
> & {
  city: string;
  citySlug: string;
  latitude: number;
  longitude: number;
  hours: DemoHoursRow[];
  amenities: DemoAmenityRow[];
};

/** Shares the demo data aims at; tests derive their tolerances from these. */
export const DEMO_SHARES = {
  unapproved: 0.05,
  unrated: 0.06,
  phone: 0.9,
  website: 0.55,
  image: 0.75,
  testPlaceIds: 0.001,
} as const;

const PLACE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;

interface DemoCategory {
  name: string;
  slug: string;
  kind: CategoryKind;
  lowerName: string;
}

const ALL_CATEGORIES: readonly DemoCategory[] = (
  Object.entries(CATEGORIES) as Array<[CategoryKind, readonly string[]]>
).flatMap(([kind, names]) => names.map((name) => ({ name, slug: slugify(name), kind, lowerName: name.toLowerCase() })));
const CATEGORY_PICKER = new WeightedPicker(
  ALL_CATEGORIES,
  (c) => (KIND_WEIGHTS[c.kind] / CATEGORIES[c.kind].length) * (POPULAR_CATEGORIES[c.name] ?? 1),
);
const FLAGS_BY_KIND = Object.fromEntries(
  (Object.keys(CATEGORIES) as CategoryKind[]).map((kind) => [
    kind,
    AMENITY_FLAGS.filter((f) => !f.kinds || f.kinds.includes(kind)),
  ]),
) as Record<CategoryKind, AmenityFlag[]>;
const THE_NAME_KINDS = new Set<CategoryKind>(['food', 'cafe', 'nightlife', 'lodging']);
// Public bodies and places of worship are named after their place, not invented brands.
const CIVIC_KINDS = new Set<CategoryKind>(['public', 'worship']);
const CIVIC_CATEGORIES = new Set([
  'Hospital',
  'Emergency Room',
  'Police Station',
  'Fire Station',
  'Airport',
  'Ambulance Service',
]);

/** Every demo category name (distinct by slug). */
export const DEMO_CATEGORY_NAMES: readonly string[] = ALL_CATEGORIES.map((c) => c.name);

/** How many of `count` rows get a `test_` place_id: about 0.1 %, at least 3 from 1 000 rows on. */
export function testPlaceIdCount(count: number): number {
  return Math.max(Math.min(3, Math.floor(count / 300)), Math.round(count * DEMO_SHARES.testPlaceIds));
}

/** Spreads the test rows evenly over the run. */
export function isTestRow(index: number, count: number): boolean {
  const tests = testPlaceIdCount(count);
  return Math.floor(((index + 1) * tests) / count) > Math.floor((index * tests) / count);
}

/** Bijective scramble of a 32-bit id, so place_ids of neighbouring ids look unrelated yet never collide. */
function scrambleId(id: number): number {
  let x = id >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * A Google-like place_id (`ChIJ` + 23 characters): 17 from the seed's stream and 6 that
 * encode the business id, so place_ids of different ids always differ. `attempt` > 0
 * draws another random part when a slug collision forces a new place_id.
 */
export function demoPlaceId(seed: number, id: number, attempt = 0): string {
  const random = new Prng(hashInts(seed, id, attempt, 0x51ac3));
  let out = 'ChIJ';
  for (let i = 0; i < 17; i++) out += PLACE_ID_ALPHABET[random.int(0, 63)];
  let code = scrambleId(id);
  for (let i = 0; i < 6; i++) {
    out += PLACE_ID_ALPHABET[code & 63];
    code = Math.floor(code / 64);
  }
  return out;
}

export interface DemoGeneratorOptions {
  seed: number;
  /** Rows in the whole run (test place_ids are spread over it). */
  count: number;
  /** Reference time for created_at / updated_at; fixed in tests. */
  now?: Date;
}

/**
 * Deterministic demo businesses: the row of `id` (the `index`-th of the run) depends
 * only on the seed, the id and the run size, so a run can be regenerated or checked row
 * by row. Realistic in shape: population-weighted real cities, local address and phone
 * layouts, kind-specific hours, amenities and descriptions, skewed ratings and reviews.
 */
export class DemoBusinessGenerator {
  private readonly places = DemoPlaces.get();
  private readonly now: number;

  constructor(private readonly options: DemoGeneratorOptions) {
    this.now = (options.now ?? new Date()).getTime();
  }

  business(index: number, id: number): DemoBusiness {
    const { seed, count } = this.options;
    const random = new Prng(hashInts(seed, id));
    const category = CATEGORY_PICKER.pick(random.next());
    const city = this.places.pickCity(random.next());
    const countryCode = city.countryCode;
    const locale: Locale = LOCALE_BY_COUNTRY[countryCode] ?? 'en';
    const countryName = this.places.countryName(countryCode);
    const street = random.pick(LOCALE_WORDS[locale].streets);
    const name = this.name(category, city, locale, street, random);
    const basePlaceId = demoPlaceId(seed, id);
    const placeId = isTestRow(index, count) ? `test_${basePlaceId}` : basePlaceId;
    const [latitude, longitude] = this.coordinates(city, random);
    const rated = !random.chance(DEMO_SHARES.unrated);
    const rating = rated ? Math.round(Math.min(5, Math.max(1, 4.3 + 0.55 * random.normal())) * 10) / 10 : null;
    const reviewCount = rated ? Math.min(48_000, Math.max(1, Math.floor(Math.exp(3 + 1.5 * random.normal())))) : 0;
    const createdAt = this.now - random.next() * HISTORY_DAYS * DAY_MS;
    const updatedAt = createdAt + random.next() * (this.now - createdAt);
    return {
      id,
      name,
      slug: businessSlug(name, placeId),
      category: category.name,
      categorySlug: category.slug,
      address: demoAddress(locale, city, countryName, street, random),
      city: city.name,
      citySlug: city.slug,
      countryCode,
      phone: random.chance(DEMO_SHARES.phone) ? demoPhone(countryCode, random) : null,
      website: random.chance(DEMO_SHARES.website) ? demoWebsite(name, countryCode, random) : null,
      imageUrl: random.chance(DEMO_SHARES.image) ? demoImageUrl(category) : null,
      description: random.chance(DESCRIPTION_SHARE)
        ? this.description(name, category, city.name, countryName, random)
        : null,
      rating,
      reviewCount,
      latitude,
      longitude,
      placeId,
      isApproved: !random.chance(DEMO_SHARES.unapproved),
      timeZone: timeZoneOf({ latitude, longitude, countryCode }),
      createdAt: new Date(Math.floor(createdAt)),
      updatedAt: new Date(Math.floor(updatedAt)),
      hours: demoHours(category.kind, random),
      amenities: this.amenities(category.kind, random),
    };
  }

  /** Same business under another place_id (and so another slug suffix). */
  withPlaceIdAttempt(business: DemoBusiness, attempt: number): DemoBusiness {
    const base = demoPlaceId(this.options.seed, business.id, attempt);
    const placeId = business.placeId.startsWith('test_') ? `test_${base}` : base;
    return { ...business, placeId, slug: businessSlug(business.name, placeId) };
  }

  private name(category: DemoCategory, city: DemoCity, locale: Locale, street: string, random: Prng): string {
    const words = LOCALE_WORDS[locale];
    const surname = random.pick(words.surnames);
    const kindWord = random.pick(KIND_WORDS[category.kind]);
    const adjective = random.pick(NAME_ADJECTIVES);
    const noun = random.pick(NAME_NOUNS);
    const roll = random.next();
    if (CIVIC_KINDS.has(category.kind) || CIVIC_CATEGORIES.has(category.name)) {
      if (roll < 0.55) return `${city.name} ${category.name}`;
      return `${street} ${category.name}`;
    }
    if (category.kind === 'health' && roll < 0.25) return `Dr. ${random.pick(words.givenNames)} ${surname}`;
    if (THE_NAME_KINDS.has(category.kind) && roll < 0.12) return `The ${adjective} ${noun}`;
    if (roll < 0.3) return `${surname} ${category.name}`;
    if (roll < 0.4) return `${city.name} ${category.name}`;
    if (roll < 0.55) return `${adjective} ${noun} ${kindWord}`;
    if (roll < 0.63) return `${adjective} ${noun} ${category.name}`;
    if (roll < 0.76) return `${surname} ${kindWord}`;
    if (roll < 0.82) return `${surname} & ${random.pick(words.surnames)} ${kindWord}`;
    if (roll < 0.9)
      return locale === 'en' ? `${random.pick(words.givenNames)}'s ${category.name}` : `${category.name} ${surname}`;
    return `${random.pick(words.givenNames)} ${surname} ${kindWord}`;
  }

  private coordinates(city: DemoCity, random: Prng): [number, number] {
    const radiusKm = 0.4 + Math.min(12, Math.sqrt(city.population) / 150);
    const distance = radiusKm * Math.sqrt(random.next());
    const angle = random.next() * 2 * Math.PI;
    const latitude = Math.max(-89.9, Math.min(89.9, city.latitude + (distance * Math.cos(angle)) / 111.32));
    const cos = Math.max(0.05, Math.cos((latitude * Math.PI) / 180));
    let longitude = city.longitude + (distance * Math.sin(angle)) / (111.32 * cos);
    if (longitude > 180) longitude -= 360;
    if (longitude < -180) longitude += 360;
    return [Math.round(latitude * 1e6) / 1e6, Math.round(longitude * 1e6) / 1e6];
  }

  private description(name: string, category: DemoCategory, city: string, country: string, random: Prng): string {
    const template = random.pick(DESCRIPTION_OPENERS);
    const adjective = random.pick(DESCRIPTION_ADJECTIVES);
    const opener = template
      .replace('{name}', name)
      .replace('{a}', /^[aeiou]/i.test(adjective) ? 'an' : 'a')
      .replace('{adjective}', adjective)
      .replace('{category}', category.lowerName)
      .replace('{city}', city)
      .replace('{country}', country)
      .replace('{year}', String(random.int(1965, 2022)));
    return `${opener} ${random.pick(DESCRIPTION_DETAILS[category.kind])}`;
  }

  private amenities(kind: CategoryKind, random: Prng): DemoAmenityRow[] {
    const rows: DemoAmenityRow[] = [];
    for (const flag of FLAGS_BY_KIND[kind]) {
      if (random.chance(flag.listed)) rows.push({ amenityType: flag.name, hasAmenity: random.chance(flag.positive) });
    }
    return rows;
  }
}
