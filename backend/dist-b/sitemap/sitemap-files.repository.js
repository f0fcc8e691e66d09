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
import { CATEGORIES_PATH, CITIES_PATH, COUNTRIES_PATH, INDEX_PATH, MAIN_PATH } from './sitemap-paths.js';
import { STAGING_PREFIX } from './sitemap-staging.js';
/** Read side of `sitemap_files` (published rows only) and the live directory counts. */
let SitemapFilesRepository = class SitemapFilesRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    /** generated_at of the published set (the index is swapped in with every file of it); null before the first. */
    async publishedAt() {
        const rows = await this.db.query(`SELECT generated_at FROM sitemap_files WHERE path = $1`, [INDEX_PATH]);
        return rows[0]?.generated_at ?? null;
    }
    async findContent(path) {
        const rows = await this.db.query(`SELECT etag, content, content_gzip AS gzip, generated_at AS "generatedAt" FROM sitemap_files WHERE path = $1`, [path]);
        return rows[0] ?? null;
    }
    async hasAny() {
        const rows = await this.db.query(`SELECT 1 FROM sitemap_files WHERE NOT starts_with(path, $1) LIMIT 1`, [
            STAGING_PREFIX,
        ]);
        return rows.length > 0;
    }
    /** Index first, then main, categories, countries, cities, then business pages in page order. */
    async list() {
        const rows = await this.db.query(`SELECT path, url_count, bytes, generated_at FROM sitemap_files
       WHERE NOT starts_with(path, $1)
       ORDER BY array_position($2::text[], path), length(path), path`, [STAGING_PREFIX, [INDEX_PATH, MAIN_PATH, CATEGORIES_PATH, COUNTRIES_PATH, CITIES_PATH]]);
        return rows.map((r) => ({ path: r.path, urlCount: r.url_count, bytes: r.bytes, generatedAt: r.generated_at }));
    }
    /** Approved figures from the summary tables, as the public pages show them. */
    async directoryCounts() {
        const [row] = await this.db.query(`SELECT (SELECT coalesce(sum(business_count), 0) FROM country_stats)::int AS businesses,
              (SELECT count(*) FROM category_stats)::int AS categories,
              (SELECT count(*) FROM country_stats)::int AS countries,
              (SELECT count(*) FROM city_stats)::int AS cities`);
        return row;
    }
};
SitemapFilesRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], SitemapFilesRepository);
export { SitemapFilesRepository };
//# sourceMappingURL=sitemap-files.repository.js.map