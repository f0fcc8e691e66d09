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
import { AppConfig } from '../config/app-config.js';
import { SitemapFilesRepository } from './sitemap-files.repository.js';
import { SitemapGenerator } from './sitemap-generator.service.js';
import { INDEX_PATH } from './sitemap-paths.js';
/** Plain and gzip bytes kept in memory; a full set at 600 000 businesses is about 90 MB, so the LRU holds part of it. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** How long an instance trusts its idea of the published set before asking PostgreSQL again. */
const SET_TTL_MS = 1000;
/**
 * Published sitemap files for HTTP, the admin overview and robots.txt. Files are served
 * from an in-process LRU tagged with the set they belong to. Which set is published is
 * re-read at most once a second (and at once after a generation in this process), so
 * another instance's swap shows here within a second, and a file is never served from
 * an older set than one this instance has already seen.
 */
let SitemapFilesService = class SitemapFilesService {
    files;
    generator;
    config;
    cache = new Map();
    cachedBytes = 0;
    published = null;
    reading = null;
    constructor(files, generator, config) {
        this.files = files;
        this.generator = generator;
        this.config = config;
    }
    async find(path) {
        const set = await this.publishedSet();
        const hit = this.cache.get(path);
        if (set !== null && hit?.set === set) {
            this.cache.delete(path);
            this.cache.set(path, hit);
            return hit;
        }
        const row = set === null ? null : await this.files.findContent(path);
        this.evict(path);
        if (!row)
            return null;
        const rowSet = row.generatedAt.getTime();
        if (rowSet > set)
            this.published = { set: rowSet, readAt: Date.now(), generation: this.generator.generations };
        return this.store(path, { etag: row.etag, content: row.content, gzip: row.gzip, set: rowSet });
    }
    async overview() {
        const [files, stats] = await Promise.all([this.files.list(), this.files.directoryCounts()]);
        const base = this.config.publicBaseUrl;
        // Spec §9: "The file count is the business files plus 4": the files the index lists, not the index itself.
        const listed = files.filter((f) => f.path !== INDEX_PATH);
        return {
            generatedAt: files[0]?.generatedAt.toISOString() ?? null,
            files: listed.map((f) => ({ path: f.path, url: base + f.path, urlCount: f.urlCount, bytes: f.bytes })),
            stats,
        };
    }
    /** CONTRACT §11: when another instance holds the generation lock, the answer says so instead of waiting. */
    async regenerate() {
        const result = await this.generator.run('admin request');
        const skipped = result.status === 'skipped';
        const message = skipped
            ? 'Site haritaları şu anda başka bir sunucuda oluşturuluyor; bitince liste güncellenir'
            : 'Site haritaları oluşturuldu';
        return { ...(await this.overview()), skipped, message };
    }
    /** CONTRACT §7: allows all but /admin and /api, and names the sitemap. */
    robotsTxt() {
        return [
            'User-agent: *',
            'Allow: /',
            'Disallow: /admin',
            'Disallow: /api',
            '',
            `Sitemap: ${this.config.publicBaseUrl}${INDEX_PATH}`,
            '',
        ].join('\n');
    }
    publishedSet() {
        const known = this.published;
        if (known && known.generation === this.generator.generations && Date.now() - known.readAt < SET_TTL_MS) {
            return Promise.resolve(known.set);
        }
        this.reading ??= (async () => {
            const generation = this.generator.generations;
            try {
                const set = await this.files.publishedAt();
                this.published = { set: set?.getTime() ?? null, readAt: Date.now(), generation };
                return this.published.set;
            }
            finally {
                this.reading = null;
            }
        })();
        return this.reading;
    }
    store(path, entry) {
        this.cache.set(path, entry);
        this.cachedBytes += size(entry);
        for (const oldest of this.cache.keys()) {
            if (this.cachedBytes <= CACHE_BYTES)
                break;
            this.evict(oldest);
        }
        return entry;
    }
    evict(path) {
        const entry = this.cache.get(path);
        if (!entry)
            return;
        this.cache.delete(path);
        this.cachedBytes -= size(entry);
    }
};
SitemapFilesService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [SitemapFilesRepository,
        SitemapGenerator,
        AppConfig])
], SitemapFilesService);
export { SitemapFilesService };
const size = (file) => file.content.length + (file.gzip?.length ?? 0);
//# sourceMappingURL=sitemap-files.service.js.map