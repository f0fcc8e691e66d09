var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
/** Named reads of the summary tables (see SummariesRepository): none of them touches `businesses`. */
let DirectoryRepository = class DirectoryRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    topCategories(limit) {
        return this.db.query(`SELECT category, category_slug AS slug, business_count AS count FROM category_stats
       ORDER BY business_count DESC, category LIMIT $1`, [limit]);
    }
    /** `letter` keeps categories whose slug (the transliterated name) starts with it. */
    categories(letter) {
        return this.db.query(`SELECT category, category_slug AS slug, business_count AS count, country_count AS "countryCount", average_rating AS "averageRating"
       FROM category_stats WHERE category_slug LIKE $1
       ORDER BY business_count DESC, category`, [`${letter?.toLowerCase() ?? ''}%`]);
    }
    async category(slug) {
        const [row] = await this.db.query(`SELECT category, category_slug AS slug, business_count AS count, country_count AS "countryCount", average_rating AS "averageRating"
       FROM category_stats WHERE category_slug = $1`, [slug]);
        return row ?? null;
    }
    /**
     * The countries of a category down to the `top`-th largest count, ties included (country names,
     * and so the final order, come from the ISO code in code).
     */
    categoryCountries(slug, top) {
        return this.db.query(`SELECT country_code AS "countryCode", business_count AS count FROM country_category_stats
       WHERE category_slug = $1 AND business_count >= coalesce(
         (SELECT business_count FROM country_category_stats WHERE category_slug = $1
          ORDER BY business_count DESC OFFSET $2 LIMIT 1), 0)`, [slug, top - 1]);
    }
    countries() {
        return this.db.query(`SELECT country_code AS "countryCode", business_count AS "businessCount", city_count AS "cityCount", category_count AS "categoryCount"
       FROM country_stats`, []);
    }
    async country(code) {
        const [row] = await this.db.query(`SELECT country_code AS "countryCode", business_count AS "businessCount", city_count AS "cityCount", category_count AS "categoryCount"
       FROM country_stats WHERE country_code = $1`, [code]);
        return row ?? null;
    }
    countryCategories(code) {
        return this.db.query(`SELECT c.category, s.category_slug AS slug, s.business_count AS count
       FROM country_category_stats s JOIN category_stats c USING (category_slug)
       WHERE s.country_code = $1 ORDER BY s.business_count DESC, c.category`, [code]);
    }
    topCities(limit) {
        return this.db.query(`SELECT city, city_slug AS "citySlug", country_code AS "countryCode", business_count AS "businessCount", category_count AS "categoryCount"
       FROM city_stats ORDER BY business_count DESC, city, country_code LIMIT $1`, [limit]);
    }
    /** Every city, or those of one country, or those whose slug starts with `letter`. */
    cities(filter) {
        const conditions = [];
        const params = [];
        if (filter.letter)
            conditions.push(`city_slug LIKE $${params.push(`${filter.letter.toLowerCase()}%`)}`);
        if (filter.countryCode)
            conditions.push(`country_code = $${params.push(filter.countryCode)}`);
        return this.db.query(`SELECT city, city_slug AS "citySlug", country_code AS "countryCode", business_count AS "businessCount", category_count AS "categoryCount"
       FROM city_stats ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY business_count DESC, city, country_code`, params);
    }
    async city(countryCode, citySlug) {
        const [row] = await this.db.query(`SELECT city, city_slug AS "citySlug", country_code AS "countryCode", business_count AS "businessCount", category_count AS "categoryCount"
       FROM city_stats WHERE country_code = $1 AND city_slug = $2`, [countryCode, citySlug]);
        return row ?? null;
    }
    cityCategories(countryCode, citySlug, limit) {
        return this.db.query(`SELECT c.category, s.category_slug AS slug, s.business_count AS count
       FROM city_category_stats s JOIN category_stats c USING (category_slug)
       WHERE s.country_code = $1 AND s.city_slug = $2 ORDER BY s.business_count DESC, c.category LIMIT $3`, [countryCode, citySlug, limit]);
    }
};
DirectoryRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], DirectoryRepository);
export { DirectoryRepository };
//# sourceMappingURL=directory.repository.js.map