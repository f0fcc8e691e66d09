var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable, NotFoundException } from '@nestjs/common';
import { LIMITS, PAGE_SIZES, slugify, } from '@directory/shared';
import { toBusinessCard } from '../businesses/business.mappers.js';
import { BusinessesRepository } from '../businesses/businesses.repository.js';
import { resolveCountryCode } from '../common/country-names.js';
import { byCountThenName, toCategorySummary, toCitySummary, toCountrySummary, toTopCountry, } from './directory.mappers.js';
import { DirectoryRepository } from './directory.repository.js';
import { pageSlice } from '../common/paging/page-slice.js';
export const NOT_FOUND = {
    category: 'Category not found',
    country: 'Country not found',
    city: 'City not found',
};
/** The public lists and detail pages of CONTRACT §3, read from the summaries (approved businesses only). */
let DirectoryService = class DirectoryService {
    summaries;
    businesses;
    constructor(summaries, businesses) {
        this.summaries = summaries;
        this.businesses = businesses;
    }
    async homepage() {
        const [categories, countries, cities] = await Promise.all([
            this.summaries.topCategories(LIMITS.homeEntries),
            this.countries(),
            this.summaries.topCities(LIMITS.homeEntries),
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
        };
    }
    async categories(letter) {
        return (await this.summaries.categories(letter)).map(toCategorySummary);
    }
    /** Country names come from the ISO code, not the database, so the name tie-break is done here. */
    async countries() {
        const rows = await this.summaries.countries();
        return rows.map(toCountrySummary).sort(byCountThenName((c) => c.businessCount, (c) => c.country));
    }
    async cities(letter) {
        return (await this.summaries.cities({ letter })).map(toCitySummary);
    }
    async country(param) {
        const code = resolveCountryCode(param);
        const row = code ? await this.summaries.country(code) : null;
        if (!code || !row)
            throw new NotFoundException(NOT_FOUND.country);
        const [cities, categories] = await Promise.all([
            this.summaries.cities({ countryCode: code }),
            this.summaries.countryCategories(code),
        ]);
        return {
            ...toCountrySummary(row),
            topCities: cities.map(({ city, citySlug, businessCount }) => ({ city, citySlug, count: businessCount })),
            topCategories: categories,
        };
    }
    async countryCities(param, letter) {
        const code = resolveCountryCode(param);
        const row = code ? await this.summaries.country(code) : null;
        if (!code || !row)
            throw new NotFoundException(NOT_FOUND.country);
        return (await this.summaries.cities({ countryCode: code, letter })).map(toCitySummary);
    }
    async category(param, request) {
        const row = await this.summaries.category(slugify(param));
        if (!row)
            throw new NotFoundException(NOT_FOUND.category);
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
                .sort(byCountThenName((c) => c.count, (c) => c.country))
                .slice(0, PAGE_SIZES.sideList),
            businesses: businesses.map(toBusinessCard),
            page: slice.page,
            limit: slice.limit,
            totalPages: slice.totalPages,
        };
    }
    async city(countryParam, cityParam, request) {
        const code = resolveCountryCode(countryParam);
        const row = code ? await this.summaries.city(code, slugify(cityParam)) : null;
        if (!code || !row)
            throw new NotFoundException(NOT_FOUND.city);
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
};
DirectoryService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DirectoryRepository,
        BusinessesRepository])
], DirectoryService);
export { DirectoryService };
//# sourceMappingURL=directory.service.js.map