import { Injectable, NotFoundException } from '@nestjs/common';
import {
  type CategoryDetail,
  type CategorySummary,
  type CityDetail,
  type CityPage,
  type CountryDetail,
  type CountrySummary,
  type HomepageData,
  type HomepageTotals,
  LIMITS,
  PAGE_SIZES,
  slugify,
} from '@directory/shared';
import { toBusinessCard } from '../businesses/business.mappers.js';
import { BusinessesRepository } from '../businesses/businesses.repository.js';
import { resolveCountryCode } from '../common/country-names.js';
import {
  byCountThenName,
  toCategorySummary,
  toCitySummary,
  toCountrySummary,
  toTopCountry,
} from './directory.mappers.js';
import { cityFilter } from './city-filter.js';
import { type CityFilter, DirectoryRepository } from './directory.repository.js';
import { pageSlice } from '../common/paging/page-slice.js';

export const NOT_FOUND = {
  category: 'Category not found',
  country: 'Country not found',
  city: 'City not found',
} as const;

export interface PageRequest {
  page?: number;
  limit?: number;
}

export interface CityListQuery extends PageRequest {
  letter?: string;
  q?: string;
}

/** The public lists and detail pages of docs/behaviour.md §3, read from the summaries (approved businesses only). */
@Injectable()
export class DirectoryService {
  constructor(
    private readonly summaries: DirectoryRepository,
    private readonly businesses: BusinessesRepository,
  ) {}

  async homepage(): Promise<Required<HomepageData>> {
    const [categories, countries, cities, totals] = await Promise.all([
      this.summaries.topCategories(LIMITS.homeEntries),
      this.countries(),
      this.summaries.topCities(LIMITS.homeEntries),
      this.summaries.totals(),
    ]);
    return {
      popularSearches: categories.map(({ category, slug, count }) => ({ category, slug, count })),
      topCountries: countries
        .slice(0, LIMITS.homeEntries)
        .map(({ country, countryCode, slug, businessCount }) => ({ country, countryCode, slug, count: businessCount })),
      topCities: cities.map(({ city, citySlug, countryCode, businessCount }) => ({
        city,
        citySlug,
        countryCode,
        count: businessCount,
      })),
      totals,
    };
  }

  /** Approved businesses, countries, cities and categories of the whole directory. */
  totals(): Promise<HomepageTotals> {
    return this.summaries.totals();
  }

  async categories(letter?: string): Promise<CategorySummary[]> {
    return (await this.summaries.categories(letter)).map(toCategorySummary);
  }

  /** Country names come from the ISO code, not the database, so the name tie-break is done here. */
  async countries(): Promise<CountrySummary[]> {
    const rows = await this.summaries.countries();
    return rows.map(toCountrySummary).sort(
      byCountThenName(
        (c) => c.businessCount,
        (c) => c.country,
      ),
    );
  }

  cities(query: CityListQuery): Promise<CityPage> {
    return this.cityPage(cityFilter(query), query);
  }

  async country(param: string): Promise<CountryDetail> {
    const code = resolveCountryCode(param);
    const row = code ? await this.summaries.country(code) : null;
    if (!code || !row) throw new NotFoundException(NOT_FOUND.country);
    const [cities, categories] = await Promise.all([
      this.summaries.countryCities(code),
      this.summaries.countryCategories(code),
    ]);
    return {
      ...toCountrySummary(row),
      topCities: cities.map(({ city, citySlug, businessCount }) => ({ city, citySlug, count: businessCount })),
      topCategories: categories,
    };
  }

  async countryCities(param: string, query: CityListQuery): Promise<CityPage> {
    const code = resolveCountryCode(param);
    const row = code ? await this.summaries.country(code) : null;
    if (!code || !row) throw new NotFoundException(NOT_FOUND.country);
    return this.cityPage(cityFilter(query, code), query);
  }

  private async cityPage(filter: CityFilter, request: PageRequest): Promise<CityPage> {
    const totals = await this.summaries.cityTotals(filter);
    const slice = pageSlice(totals.total, request);
    const rows = await this.summaries.cityPage(filter, slice.limit, slice.offset, totals.total);
    return {
      cities: rows.map(toCitySummary),
      page: slice.page,
      limit: slice.limit,
      total: totals.total,
      totalPages: slice.totalPages,
      totalBusinesses: totals.businesses,
    };
  }

  async category(param: string, request: PageRequest): Promise<CategoryDetail> {
    const row = await this.summaries.category(slugify(param));
    if (!row) throw new NotFoundException(NOT_FOUND.category);
    const slice = pageSlice(row.count, request);
    const [countries, businesses] = await Promise.all([
      this.summaries.categoryCountries(row.slug, PAGE_SIZES.sideList),
      this.businesses.pageOfCategory(row.slug, row.count, slice),
    ]);
    return {
      category: row.category,
      slug: row.slug,
      businessCount: row.count,
      countryCount: row.countryCount,
      topCountries: countries
        .map(toTopCountry)
        .sort(
          byCountThenName(
            (c) => c.count,
            (c) => c.country,
          ),
        )
        .slice(0, PAGE_SIZES.sideList),
      businesses: businesses.map(toBusinessCard),
      page: slice.page,
      limit: slice.limit,
      totalPages: slice.totalPages,
    };
  }

  async city(countryParam: string, cityParam: string, request: PageRequest): Promise<CityDetail> {
    const code = resolveCountryCode(countryParam);
    const row = code ? await this.summaries.city(code, slugify(cityParam)) : null;
    if (!code || !row) throw new NotFoundException(NOT_FOUND.city);
    const slice = pageSlice(row.businessCount, request);
    const [categories, businesses] = await Promise.all([
      this.summaries.cityCategories(code, row.citySlug, PAGE_SIZES.sideList),
      this.businesses.pageOfCity(code, row.citySlug, row.businessCount, slice),
    ]);
    return {
      ...toCitySummary(row),
      topCategories: categories,
      businesses: businesses.map(toBusinessCard),
      page: slice.page,
      limit: slice.limit,
      totalPages: slice.totalPages,
    };
  }
}
