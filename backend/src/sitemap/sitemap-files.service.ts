import type { SitemapOverview } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { SitemapFilesRepository } from './sitemap-files.repository.js';
import { SitemapGenerator } from './sitemap-generator.service.js';
import { INDEX_PATH } from './sitemap-paths.js';

export interface ServedSitemap {
  etag: string;
  content: Buffer;
  gzip: Buffer | null;
}

/** Plain and gzip bytes kept in memory; a full set at 600 000 businesses is about 90 MB, so the LRU holds part of it. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Published sitemap files for HTTP, the admin overview and robots.txt. Each request
 * checks the stored ETag (one indexed lookup), so every instance serves the new set as
 * soon as the swap commits; the bytes come from an in-process LRU when that ETag matches.
 */
@Injectable()
export class SitemapFilesService {
  private readonly cache = new Map<string, ServedSitemap>();
  private cachedBytes = 0;

  constructor(
    private readonly files: SitemapFilesRepository,
    private readonly generator: SitemapGenerator,
    private readonly config: AppConfig,
  ) {}

  async find(path: string): Promise<ServedSitemap | null> {
    const etag = await this.files.findEtag(path);
    const hit = this.cache.get(path);
    if (etag && hit?.etag === etag) {
      this.cache.delete(path);
      this.cache.set(path, hit);
      return hit;
    }
    const row = etag ? await this.files.findContent(path) : null;
    this.evict(path);
    return row ? this.store(path, row) : null;
  }

  async overview(): Promise<SitemapOverview> {
    const [files, stats] = await Promise.all([this.files.list(), this.files.directoryCounts()]);
    const base = this.config.publicBaseUrl;
    const index = files.find((f) => f.path === INDEX_PATH);
    return {
      generatedAt: (index ?? files[0])?.generatedAt.toISOString() ?? null,
      files: files.map((f) => ({ path: f.path, url: base + f.path, urlCount: f.urlCount, bytes: f.bytes })),
      stats,
    };
  }

  async regenerate(): Promise<SitemapOverview> {
    await this.generator.run('admin request');
    return this.overview();
  }

  /** CONTRACT §7: allows all but /admin and /api, and names the sitemap. */
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

  private store(path: string, file: ServedSitemap): ServedSitemap {
    const entry = { etag: file.etag, content: file.content, gzip: file.gzip };
    this.cache.set(path, entry);
    this.cachedBytes += size(entry);
    for (const oldest of this.cache.keys()) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.evict(oldest);
    }
    return entry;
  }

  private evict(path: string): void {
    const entry = this.cache.get(path);
    if (!entry) return;
    this.cache.delete(path);
    this.cachedBytes -= size(entry);
  }
}

const size = (file: ServedSitemap) => file.content.length + (file.gzip?.length ?? 0);
