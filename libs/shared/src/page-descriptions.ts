import type {
  CategorySummary,
  CityDetail,
  CityPage,
  CountryDetail,
  CountrySummary,
  HomepageTotals,
} from './api-types.js';
import { describeBusiness } from './describe-business.js';
import type { PublicBusinessDetail } from './directory-types.js';
import type { ReviewSummary } from './review-types.js';
import { truncate } from './truncate.js';

/** Search engines show about this much of a meta description; a longer one is cut at a word. */
export const MAX_DESCRIPTION_LENGTH = 160;
/** A visitor's search words quoted in the description: enough to recognise them, never the whole text. */
const QUOTED_QUERY_LENGTH = 40;

/** Texts of the pages without figures: each says what that page holds, so no two pages share one. */
export const STATIC_DESCRIPTIONS = {
  contact:
    'Contact the Global Business Directory team about listings, corrections, partnerships or your data: send us a message and we reply within 24 hours.',
  upload:
    'Add a business to the Global Business Directory for free: submit its name, category, address and contact details; it goes live once our team has reviewed it.',
  notFound:
    'This page does not exist or has moved. Search the Global Business Directory, or browse its businesses by category, country and city.',
} as const;

export type LegalPage = 'privacy-policy' | 'legal-notice' | 'terms-of-service' | 'cookie-policy';

export const LEGAL_DESCRIPTIONS: Record<LegalPage, string> = {
  'privacy-policy':
    'How the Global Business Directory collects, uses, shares and keeps personal data, and your rights over yours: access, correction, deletion and objection.',
  'legal-notice':
    'Legal notice of the Global Business Directory: who runs the site, how to reach us, and the steps for resolving disputes, from direct contact to arbitration.',
  'terms-of-service':
    'Terms of Service of the Global Business Directory: what you may and may not do on the site, listings, liability, and notice before material changes.',
  'cookie-policy':
    'The cookies the Global Business Directory sets (preferences, analytics, marketing, sign-in): what each does, how long it lasts and how to refuse it.',
};

const count = (value: number): string => value.toLocaleString('en-US');
const counted = (value: number, one: string, many: string): string => `${count(value)} ${value === 1 ? one : many}`;
const businesses = (value: number) => counted(value, 'business', 'businesses');
const cities = (value: number) => counted(value, 'city', 'cities');
const countries = (value: number) => counted(value, 'country', 'countries');
const categories = (value: number) => counted(value, 'category', 'categories');

/** ['a', 'b', 'c'] → 'a, b and c'. */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const leaders = (names: readonly string[]) => listOf(names.slice(0, 3));
/** ', led by A, B and C' of the three largest, or nothing for an empty list. */
const ledBy = (names: readonly string[]) => (names.length ? `, led by ${leaders(names)}` : '');

/** At most MAX_DESCRIPTION_LENGTH characters: a longer text ends at the last whole word, with an ellipsis. */
export function fitDescription(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= MAX_DESCRIPTION_LENGTH) return chars.join('');
  const cut = chars.slice(0, MAX_DESCRIPTION_LENGTH - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export const homeDescription = (t: HomepageTotals) =>
  fitDescription(
    `Find ${counted(t.businesses, 'local business', 'local businesses')} in ${countries(t.countries)} and ${cities(t.cities)}: ` +
      `${categories(t.categories)}, with ratings, opening hours, maps and contact details.`,
  );

/** The search page with nothing searched for: how much can be searched, and how. */
export const searchEverythingDescription = (t: HomepageTotals) =>
  fitDescription(
    `Search ${businesses(t.businesses)} worldwide by name, category, city or country. Typos are forgiven; ` +
      'sort by relevance, rating, reviews or distance.',
  );

/** The search page for what was searched for, or null when nothing was (see searchEverythingDescription). */
export function searchDescription(q: string, where: string): string | null {
  const words = truncate(q.trim(), QUOTED_QUERY_LENGTH);
  const place = truncate(where.trim(), QUOTED_QUERY_LENGTH);
  if (!words && !place) return null;
  const subject = words ? `Businesses matching “${words}”` : 'Businesses';
  return fitDescription(
    `${subject}${place ? ` in or near ${place}` : ''}: names, categories, addresses, phone numbers and ratings, ` +
      'best matches first.',
  );
}

export function categoriesDescription(list: readonly CategorySummary[], letter?: string): string {
  const total = list.reduce((sum, c) => sum + c.count, 0);
  const names = list.map((c) => c.category);
  if (letter) {
    if (list.length === 0)
      return `No business categories begin with ${letter} yet. Browse the other letters of the A–Z category index.`;
    return fitDescription(
      `${counted(list.length, 'business category', 'business categories')} beginning with ${letter}` +
        `${ledBy(names)}: ${businesses(total)} with counts and average ratings.`,
    );
  }
  return fitDescription(
    `Browse ${counted(list.length, 'business category', 'business categories')}${ledBy(names)}: ` +
      `${businesses(total)} with counts, average ratings and an A–Z index.`,
  );
}

export const categoryDescription = (c: {
  category: string;
  businessCount: number;
  countryCount: number;
  topCountries: ReadonlyArray<{ country: string }>;
}) =>
  fitDescription(
    `${count(c.businessCount)} ${c.category} ${c.businessCount === 1 ? 'business' : 'businesses'} in ${countries(c.countryCount)}` +
      `${c.topCountries.length ? `, most in ${leaders(c.topCountries.map((t) => t.country))}` : ''}: ` +
      'addresses, phone numbers, opening hours and ratings.',
  );

export function countriesDescription(list: readonly CountrySummary[]): string {
  const total = list.reduce((sum, c) => sum + c.businessCount, 0);
  return fitDescription(
    `Local businesses in ${countries(list.length)}${ledBy(list.map((c) => c.country))}: ` +
      `${businesses(total)} with city and category counts and each country's market share.`,
  );
}

export const countryDescription = (c: CountryDetail) =>
  fitDescription(
    `${businesses(c.businessCount)} in ${cities(c.cityCount)} of ${c.country}, across ${categories(c.categoryCount)}` +
      `${c.topCities.length ? `. Largest cities: ${leaders(c.topCities.map((t) => t.city))}` : ''}.`,
  );

export const countryCitiesDescription = (country: string, page: CityPage) =>
  fitDescription(
    `Every city of ${country} in the directory: ${cities(page.total)} holding ${businesses(page.totalBusinesses)}, ` +
      'largest first, each with its business and category counts.',
  );

export const citiesDescription = (t: HomepageTotals) =>
  fitDescription(
    `Cities directory: ${cities(t.cities)} in ${countries(t.countries)} holding ${businesses(t.businesses)}, ` +
      'largest first, searchable by city or country name, with A–Z index.',
  );

export function citiesLetterDescription(letter: string, page: CityPage): string {
  if (page.total === 0)
    return `No cities beginning with ${letter} are listed yet. Browse the other letters of the A–Z city index.`;
  return fitDescription(
    `${cities(page.total)} beginning with ${letter}, holding ${businesses(page.totalBusinesses)}: ` +
      `${page.cities
        .slice(0, 3)
        .map((c) => `${c.city} (${c.countryCode})`)
        .join(', ')}${page.total > 3 ? ' and more' : ''}, largest first.`,
  );
}

export const cityDescription = (
  c: Pick<CityDetail, 'city' | 'country' | 'businessCount' | 'categoryCount' | 'topCategories'>,
) =>
  fitDescription(
    `${businesses(c.businessCount)} in ${c.city}, ${c.country}, across ${categories(c.categoryCount)}` +
      `${ledBy(c.topCategories.map((t) => t.category))}: ` +
      'addresses, phone numbers and ratings.',
  );

/** What the business page shows first (name, category, place), then the start of its description. */
export function businessDescription(b: { name: string; category: string; place: string; text: string }): string {
  const where = b.place ? ` in ${b.place}` : '';
  const about = b.text || 'Address, phone number, opening hours, map and ratings.';
  return fitDescription(`${b.name}, ${b.category}${where}. ${about}`);
}

/** A business page's description, from the business as its page shows it. */
export function businessPageDescription(b: PublicBusinessDetail): string {
  const described = describeBusiness(b.description, b.category);
  const text =
    described.kind === 'text' ? described.text : described.lines.map((l) => `${l.label}: ${l.value}`).join(', ');
  const place = [b.city, b.country].filter(Boolean).join(', ');
  return businessDescription({ name: b.name, category: b.category, place, text });
}

/** The reviews page's description: whose reviews, how many and their average, as the page shows them. */
export function reviewsPageDescription(b: PublicBusinessDetail, summary: ReviewSummary): string {
  const place = [b.city, b.country].filter(Boolean).join(', ');
  const where = place ? ` in ${place}` : '';
  if (summary.count === 0 || summary.average === null) {
    return `No reviews of ${b.name}, ${b.category}${where}, yet. Be the first to share your experience.`;
  }
  return (
    `${counted(summary.count, 'review', 'reviews')} of ${b.name}, ${b.category}${where}, ` +
    `rated ${summary.average.toFixed(1)} out of 5 by visitors of the directory.`
  );
}
