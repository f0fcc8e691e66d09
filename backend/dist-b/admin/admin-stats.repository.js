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
/**
 * Back-office figures over every business, approved or not. Approved rows are read from
 * the summary tables; pending rows are counted from the small partial index that holds
 * only them (ix_businesses_admin_pending) and added.
 */
let AdminStatsRepository = class AdminStatsRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    async totals() {
        const [row] = (await this.db.query(`
      SELECT
        (SELECT coalesce(sum(business_count), 0)::int FROM country_stats) AS approved,
        (SELECT count(*)::int FROM businesses WHERE NOT is_approved) AS pending,
        (SELECT count(*)::int FROM (
          SELECT country_code FROM country_stats UNION SELECT country_code FROM businesses WHERE NOT is_approved) t) AS countries,
        (SELECT count(*)::int FROM (
          SELECT country_code, city_slug FROM city_stats
          UNION SELECT country_code, city_slug FROM businesses WHERE NOT is_approved AND city_slug IS NOT NULL) t) AS cities`));
        return row ?? { approved: 0, pending: 0, countries: 0, cities: 0 };
    }
    categoryCounts() {
        return this.db.query(`
      WITH pending AS (
        SELECT category_slug, count(*)::int AS n FROM businesses WHERE NOT is_approved GROUP BY category_slug)
      SELECT
        coalesce(s.category, (SELECT b.category FROM businesses b WHERE b.category_slug = p.category_slug AND NOT b.is_approved LIMIT 1)) AS category,
        coalesce(s.category_slug, p.category_slug) AS slug,
        (coalesce(s.business_count, 0) + coalesce(p.n, 0))::int AS count
      FROM category_stats s FULL JOIN pending p ON p.category_slug = s.category_slug
      ORDER BY count DESC, category`);
    }
    async countryCodes() {
        const rows = await this.db.query(`SELECT country_code AS code FROM country_stats UNION SELECT country_code FROM businesses WHERE NOT is_approved ORDER BY code`);
        return rows.map((r) => r.code);
    }
};
AdminStatsRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], AdminStatsRepository);
export { AdminStatsRepository };
//# sourceMappingURL=admin-stats.repository.js.map