import { describe, expect, it } from 'vitest';
import type { CityPage, CountryDetail } from './api-types.js';
import {
  businessDescription,
  categoriesDescription,
  categoryDescription,
  citiesDescription,
  citiesLetterDescription,
  cityDescription,
  countriesDescription,
  countryCitiesDescription,
  countryDescription,
  fitDescription,
  homeDescription,
  LEGAL_DESCRIPTIONS,
  MAX_DESCRIPTION_LENGTH,
  searchDescription,
  searchEverythingDescription,
  STATIC_DESCRIPTIONS,
} from './page-descriptions.js';

const TOTALS = { businesses: 598_234, countries: 187, cities: 12_345, categories: 1_234 };
const CATEGORIES = [
  { category: 'Restaurant', slug: 'restaurant', count: 1200, averageRating: 4.3 },
  { category: 'Cafe', slug: 'cafe', count: 800, averageRating: 4.4 },
  { category: 'Hotel', slug: 'hotel', count: 300, averageRating: 4.1 },
  { category: 'Dentist', slug: 'dentist', count: 34, averageRating: 4.6 },
];
const GERMANY: CountryDetail = {
  country: 'Germany',
  countryCode: 'DE',
  slug: 'germany',
  businessCount: 312,
  cityCount: 45,
  categoryCount: 120,
  topCities: [
    { city: 'Berlin', citySlug: 'berlin', count: 80 },
    { city: 'Hamburg', citySlug: 'hamburg', count: 40 },
    { city: 'Munich', citySlug: 'munich', count: 30 },
    { city: 'Cologne', citySlug: 'cologne', count: 20 },
  ],
  topCategories: [{ category: 'Restaurant', slug: 'restaurant', count: 50 }],
};
const cityPage = (total: number, totalBusinesses: number, names: string[]): CityPage => ({
  cities: names.map((city) => ({
    city,
    citySlug: city.toLowerCase(),
    country: 'Germany',
    countryCode: 'DE',
    businessCount: 1,
    categoryCount: 1,
  })),
  page: 1,
  limit: 3,
  total,
  totalPages: total,
  totalBusinesses,
});
const BERLIN = {
  city: 'Berlin',
  country: 'Germany',
  businessCount: 1,
  categoryCount: 1,
  topCategories: [{ category: 'Bakery', slug: 'bakery', count: 1 }],
};

describe('page descriptions', () => {
  it('describes each page with its live figures, in plain English numbers and plurals', () => {
    expect(homeDescription(TOTALS)).toBe(
      'Find 598,234 local businesses in 187 countries and 12,345 cities: 1,234 categories, with ratings, opening hours, maps and contact details.',
    );
    expect(categoryDescription({ category: 'Restaurant', businessCount: 1, countryCount: 1, topCountries: [] })).toBe(
      '1 Restaurant business in 1 country: addresses, phone numbers, opening hours and ratings.',
    );
    expect(countryDescription(GERMANY)).toBe(
      '312 businesses in 45 cities of Germany, across 120 categories. Largest cities: Berlin, Hamburg and Munich.',
    );
    expect(cityDescription(BERLIN)).toBe(
      '1 business in Berlin, Germany, across 1 category, led by Bakery: addresses, phone numbers and ratings.',
    );
    expect(categoriesDescription(CATEGORIES)).toContain('4 business categories, led by Restaurant, Cafe and Hotel');
    expect(categoriesDescription(CATEGORIES)).toContain('2,334 businesses');
    expect(citiesLetterDescription('B', cityPage(5, 90, ['Berlin', 'Bremen', 'Bonn']))).toBe(
      '5 cities beginning with B, holding 90 businesses: Berlin (DE), Bremen (DE), Bonn (DE) and more, largest first.',
    );
  });

  it('says what was searched, quoting at most 40 characters of it', () => {
    expect(searchEverythingDescription(TOTALS)).toMatch(/^Search 598,234 businesses worldwide/);
    expect(searchDescription('pizza', 'Berlin')).toMatch(/^Businesses matching “pizza” in or near Berlin: /);
    expect(searchDescription('', 'Berlin')).toMatch(/^Businesses in or near Berlin: /);
    const long = searchDescription('x'.repeat(3000), '');
    expect(long).toContain(`“${'x'.repeat(40)}…”`);
    expect(searchDescription(' ', ' ')).toBeNull();
  });

  it('says so when a letter holds nothing yet', () => {
    expect(categoriesDescription([], 'Q')).toMatch(/^No business categories begin with Q yet/);
    expect(citiesLetterDescription('Q', cityPage(0, 0, []))).toMatch(/^No cities beginning with Q/);
  });

  it('leads a business page with its name, category and place, then its own description', () => {
    expect(
      businessDescription({
        name: 'Corner Coffee',
        category: 'Cafe',
        place: 'Berlin, Germany',
        text: 'Beans roasted daily.',
      }),
    ).toBe('Corner Coffee, Cafe in Berlin, Germany. Beans roasted daily.');
    expect(businessDescription({ name: 'Corner Coffee', category: 'Cafe', place: '', text: '' })).toBe(
      'Corner Coffee, Cafe. Address, phone number, opening hours, map and ratings.',
    );
  });

  it('keeps every description within 160 characters, cut at a word, and no two pages alike', () => {
    const long = 'Ünter '.repeat(60);
    expect(fitDescription(long).length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(fitDescription(long)).toMatch(/Ünter…$/);
    const all = [
      homeDescription(TOTALS),
      searchEverythingDescription(TOTALS),
      searchDescription('pizza', '') ?? '',
      categoriesDescription(CATEGORIES),
      categoriesDescription(CATEGORIES, 'R'),
      categoryDescription({ category: long, businessCount: 9, countryCount: 2, topCountries: [{ country: long }] }),
      countriesDescription([{ ...GERMANY, country: long }]),
      countryDescription(GERMANY),
      countryCitiesDescription('Germany', cityPage(45, 312, [])),
      citiesDescription(TOTALS),
      citiesLetterDescription('B', cityPage(5, 90, ['Berlin'])),
      cityDescription(BERLIN),
      businessDescription({ name: long, category: 'Cafe', place: 'Berlin', text: long }),
      ...Object.values(STATIC_DESCRIPTIONS),
      ...Object.values(LEGAL_DESCRIPTIONS),
    ];
    expect(all.filter((text) => Array.from(text).length > MAX_DESCRIPTION_LENGTH)).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });
});
