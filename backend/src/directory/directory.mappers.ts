import type { CategorySummary, CitySummary, CountrySummary, TopCountry } from '@directory/shared';
import { countryName } from '../common/country-names.js';
import type { CategoryStatsRow, CityRow, CountRow, CountryRow } from './directory.repository.js';

/** Summary tables keep two decimals; the API sends ratings with one, like a business's rating. */
export const oneDecimal = (value: string | number | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/** One collator for every sort: `localeCompare(…, 'en')` builds a new one per comparison, which dominated the sorts. */
const collator = new Intl.Collator('en');

/** docs/behaviour.md §3 "Lists are ordered by count descending, then name". */
export const byCountThenName =
  <T>(count: (item: T) => number, name: (item: T) => string) =>
  (a: T, b: T): number =>
    count(b) - count(a) || collator.compare(name(a), name(b));

export function toCategorySummary(row: CategoryStatsRow): CategorySummary {
  return { category: row.category, slug: row.slug, count: row.count, averageRating: oneDecimal(row.averageRating) };
}

export function toCountrySummary(row: CountryRow): CountrySummary {
  const { name, slug } = countryName(row.countryCode);
  return {
    country: name,
    countryCode: row.countryCode,
    slug,
    businessCount: row.businessCount,
    cityCount: row.cityCount,
    categoryCount: row.categoryCount,
  };
}

export function toCitySummary(row: CityRow): CitySummary {
  return {
    city: row.city,
    citySlug: row.citySlug,
    country: countryName(row.countryCode).name,
    countryCode: row.countryCode,
    businessCount: row.businessCount,
    categoryCount: row.categoryCount,
  };
}

export function toTopCountry(row: CountRow): TopCountry {
  const { name, slug } = countryName(row.countryCode);
  return { country: name, countryCode: row.countryCode, slug, count: row.count };
}
