import type { SitemapOverview, SitemapRegeneration } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../config/app-config.js';
import { SitemapFilesRepository } from './sitemap-files.repository.js';
import { SitemapGenerator } from './sitemap-generator.service.js';
import { INDEX_PATH } from './sitemap-paths.js';

export interface ServedSitemap {
  etag: string;
  content: Buffer;
  gzip: Buffer | null;
  /** generated_at of the set the file belongs to, in ms. */
  set: number;
}

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
@Injectable()
export class SitemapFilesService {
  private readonly cache = new LRUCache<string, ServedSitemap>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (file) => file.content.length + (file.gzip?.length ?? 0),
  });
  private published: { set: number | null; readAt: number; generation: number } | null = null;
  private reading: Promise<number | null> | null = null;

  constructor(
    private readonly files: SitemapFilesRepository,
    private readonly generator: SitemapGenerator,
    private readonly config: AppConfig,
  ) {}

  async find(path: string): Promise<ServedSitemap | null> {
    const set = await this.publishedSet();
    const hit = this.cache.get(path);
    if (set !== null && hit?.set === set) return hit;
    const row = set === null ? null : await this.files.findContent(path);
    this.cache.delete(path);
    if (!row) return null;
    const rowSet = row.generatedAt.getTime();
    if (rowSet > set!) this.published = { set: rowSet, readAt: Date.now(), generation: this.generator.generations };
    const entry = { etag: row.etag, content: row.content, gzip: row.gzip, set: rowSet };
    this.cache.set(path, entry);
    return entry;
  }

  async overview(): Promise<SitemapOverview> {
    const [files, stats] = await Promise.all([this.files.list(), this.files.directoryCounts()]);
    const base = this.config.publicBaseUrl;
    // docs/screens.md §9: "The file count is the business files plus 4": the files the index lists, not the index itself.
    const listed = files.filter((f) => f.path !== INDEX_PATH);
    return {
      generatedAt: files[0]?.generatedAt.toISOString() ?? null,
      files: listed.map((f) => ({ path: f.path, url: base + f.path, urlCount: f.urlCount, bytes: f.bytes })),
      stats,
    };
  }

  /** docs/behaviour.md §11: when another instance holds the generation lock, the answer says so instead of waiting. */
  async regenerate(): Promise<SitemapRegeneration> {
    const result = await this.generator.run('admin request');
    const skipped = result.status === 'skipped';
    const message = skipped
      ? 'Site haritaları şu anda başka bir sunucuda oluşturuluyor; bitince liste güncellenir'
      : 'Site haritaları oluşturuldu';
    return { ...(await this.overview()), skipped, message };
  }

  /** docs/behaviour.md §7: allows all but /admin and /api, and names the sitemap. */
  robotsTxt(): string {
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

  private publishedSet(): Promise<number | null> {
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
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }
}
