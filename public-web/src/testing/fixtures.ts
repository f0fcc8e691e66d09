import type {
  AccountUser,
  BusinessCard,
  CategoryDetail,
  CategorySummary,
  CityDetail,
  CityPage,
  CitySummary,
  CountryDetail,
  CountrySummary,
  HomepageData,
  PublicBusinessDetail,
} from '@directory/shared';

// Realistic API bodies shaped per docs/behaviour.md §3.

export const homepageData: HomepageData = {
  popularSearches: [
    { category: 'Restaurant', slug: 'restaurant', count: 1840 },
    { category: 'Hotel', slug: 'hotel', count: 960 },
    {
      category: 'Heating, ventilation and air conditioning contractor',
      slug: 'heating-ventilation-and-air-conditioning-contractor',
      count: 200,
    },
  ],
  topCountries: [
    { country: 'Germany', countryCode: 'DE', slug: 'germany', count: 1500 },
    { country: 'United Kingdom', countryCode: 'GB', slug: 'united-kingdom', count: 900 },
  ],
  topCities: [
    { city: 'Berlin', citySlug: 'berlin', countryCode: 'DE', count: 420 },
    { city: 'London', citySlug: 'london', countryCode: 'GB', count: 380 },
    { city: 'New York', citySlug: 'new-york', countryCode: 'US', count: 300 },
  ],
};

export function categorySummaries(n: number, prefix = 'Category'): CategorySummary[] {
  return Array.from({ length: n }, (_, i) => ({
    category: `${prefix} ${String(i + 1).padStart(2, '0')}`,
    slug: `${prefix.toLowerCase()}-${String(i + 1).padStart(2, '0')}`,
    count: 100 - i,
    averageRating: i === 0 ? null : 4.1,
  }));
}

export function countrySummaries(n: number): CountrySummary[] {
  return Array.from({ length: n }, (_, i) => ({
    country: `Country ${i + 1}`,
    countryCode: `C${String.fromCharCode(65 + (i % 26))}`,
    slug: `country-${i + 1}`,
    businessCount: 2000 - i * 10,
    cityCount: 40,
    categoryCount: 1500,
  }));
}

export function citySummaries(n: number): CitySummary[] {
  return Array.from({ length: n }, (_, i) => ({
    city: `City ${i + 1}`,
    citySlug: `city-${i + 1}`,
    country: i % 2 ? 'France' : 'Germany',
    countryCode: i % 2 ? 'FR' : 'DE',
    businessCount: 500 - i,
    categoryCount: 30,
  }));
}

/** A docs/behaviour.md §3 page of the city directory holding `cities`, as the server answers it. */
export function cityPage(
  cities: CitySummary[],
  {
    page = 1,
    total = cities.length,
    totalBusinesses = 0,
  }: { page?: number; total?: number; totalBusinesses?: number } = {},
): CityPage {
  const limit = 12;
  return { cities, page, limit, total, totalPages: Math.ceil(total / limit), totalBusinesses };
}

export function businessCards(n: number, offset = 0): BusinessCard[] {
  return Array.from({ length: n }, (_, i) => ({
    id: offset + i + 1,
    name: `Business ${offset + i + 1}`,
    slug: `business-${offset + i + 1}-ab12c${i % 10}`,
    category: 'Restaurant',
    categorySlug: 'restaurant',
    address: `${i + 1} Main Street, Berlin`,
    city: 'Berlin',
    countryCode: 'DE',
    phone: i % 2 ? null : '+49 30 123456',
    imageUrl: null,
    rating: i % 3 ? 4.5 : null,
    reviewCount: 10 * i,
  }));
}

export const businessDetail: PublicBusinessDetail = {
  id: 7,
  name: 'Café Müller',
  slug: 'cafe-muller-k3x9z2',
  category: 'Cafe',
  categorySlug: 'cafe',
  address: 'Osterstraße 12, 31785 Hameln, Germany',
  city: 'Hameln',
  citySlug: 'hameln',
  country: 'Germany',
  countryCode: 'DE',
  phone: '+49 5151 123456',
  website: 'https://cafe-mueller.example',
  imageUrl: null,
  rating: 4.6,
  reviewCount: 200,
  description: 'Family-run café with home-made cakes.',
  latitude: 52.1036,
  longitude: 9.3561,
  placeId: 'ChIJabc123',
  isApproved: true,
  createdAt: '2025-03-01T10:00:00.000Z',
  timeZone: 'Europe/Berlin',
  hours: [1, 2, 3, 4, 5, 6]
    .map((dayOfWeek) => ({ dayOfWeek, openTime: '08:00', closeTime: '18:00', isClosed: false }))
    .concat([{ dayOfWeek: 0, openTime: '', closeTime: '', isClosed: true }]),
  amenities: [
    { id: 1, businessId: 7, amenityType: 'Wi-Fi', hasAmenity: true },
    {
      id: 2,
      businessId: 7,
      amenityType: '{"Service options":{"Outdoor-seating":true,"Delivery":false}}',
      hasAmenity: true,
    },
  ],
  nearby: [
    {
      id: 8,
      name: 'Rattenfänger Bäckerei',
      slug: 'rattenfanger-backerei-p2q8r1',
      category: 'Bakery',
      categorySlug: 'bakery',
      address: 'Bäckerstraße 3, 31785 Hameln, Germany',
      city: 'Hameln',
      countryCode: 'DE',
      phone: null,
      imageUrl: null,
      rating: 4.4,
      reviewCount: 58,
    },
  ],
  siteRating: null,
  owner: null,
};

export function categoryDetail(
  page: number,
  totalPages: number,
  businessCount: number,
  onPage: number,
): CategoryDetail {
  return {
    category: 'Auto Repair',
    slug: 'auto-repair',
    businessCount,
    countryCount: 18,
    topCountries: Array.from({ length: 18 }, (_, i) => ({
      country: `Land ${i + 1}`,
      countryCode: `L${String.fromCharCode(65 + i)}`,
      slug: `land-${i + 1}`,
      count: 100 - i,
    })),
    businesses: businessCards(onPage, (page - 1) * 12),
    page,
    limit: 12,
    totalPages,
  };
}

export function countryDetail(cities: number): CountryDetail {
  return {
    country: 'Germany',
    countryCode: 'DE',
    slug: 'germany',
    businessCount: 15230,
    cityCount: cities,
    categoryCount: 45,
    topCities: Array.from({ length: cities }, (_, i) => ({
      city: `Stadt ${i + 1}`,
      citySlug: `stadt-${i + 1}`,
      count: 900 - i,
    })),
    topCategories: Array.from({ length: 45 }, (_, i) => ({
      category: `Kategorie ${i + 1}`,
      slug: `kategorie-${i + 1}`,
      count: 300 - i,
    })),
  };
}

export const cityDetail: CityDetail = {
  city: 'Berlin',
  citySlug: 'berlin',
  country: 'Germany',
  countryCode: 'DE',
  businessCount: 14,
  categoryCount: 20,
  topCategories: Array.from({ length: 20 }, (_, i) => ({
    category: `Sorte ${i + 1}`,
    slug: `sorte-${i + 1}`,
    count: 50 - i,
  })),
  businesses: businessCards(12),
  page: 1,
  limit: 12,
  totalPages: 2,
};

/** A signed-in account with a confirmed address that owns no business. */
export const accountUser: AccountUser = {
  id: 3,
  displayName: 'Ada',
  email: 'ada@example.com',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ownedBusinesses: [],
};
