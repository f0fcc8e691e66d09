import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CATEGORIES_PATH, CITIES_PATH, COUNTRIES_PATH, INDEX_PATH, MAIN_PATH } from './sitemap-paths.js';
import { STAGING_PREFIX } from './sitemap-staging.js';

export interface SitemapFileRow {
  path: string;
  urlCount: number;
  bytes: number;
  generatedAt: Date;
}

export interface SitemapContentRow {
  etag: string;
  content: Buffer;
  gzip: Buffer | null;
  generatedAt: Date;
}

export interface DirectoryCounts {
  businesses: number;
  categories: number;
  countries: number;
  cities: number;
}

/** Read side of `sitemap_files` (published rows only) and the live directory counts. */
@Injectable()
export class SitemapFilesRepository {
  constructor(private readonly db: DataSource) {}

  /** generated_at of the published set (the index is swapped in with every file of it); null before the first. */
  async publishedAt(): Promise<Date | null> {
    const rows: Array<{ generated_at: Date }> = await this.db.query(
      `SELECT generated_at FROM sitemap_files WHERE path = $1`,
      [INDEX_PATH],
    );
    return rows[0]?.generated_at ?? null;
  }

  async findContent(path: string): Promise<SitemapContentRow | null> {
    const rows: SitemapContentRow[] = await this.db.query(
      `SELECT etag, content, content_gzip AS gzip, generated_at AS "generatedAt" FROM sitemap_files WHERE path = $1`,
      [path],
    );
    return rows[0] ?? null;
  }

  async hasAny(): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM sitemap_files WHERE NOT starts_with(path, $1) LIMIT 1`, [
      STAGING_PREFIX,
    ]);
    return rows.length > 0;
  }

  /** Index first, then main, categories, countries, cities, then business pages in page order. */
  async list(): Promise<SitemapFileRow[]> {
    const rows: Array<{ path: string; url_count: number; bytes: number; generated_at: Date }> = await this.db.query(
      `SELECT path, url_count, bytes, generated_at FROM sitemap_files
       WHERE NOT starts_with(path, $1)
       ORDER BY array_position($2::text[], path), length(path), path`,
      [STAGING_PREFIX, [INDEX_PATH, MAIN_PATH, CATEGORIES_PATH, COUNTRIES_PATH, CITIES_PATH]],
    );
    return rows.map((r) => ({ path: r.path, urlCount: r.url_count, bytes: r.bytes, generatedAt: r.generated_at }));
  }

  /** Approved figures from the summary tables, as the public pages show them. */
  async directoryCounts(): Promise<DirectoryCounts> {
    const [row] = await this.db.query(
      `SELECT (SELECT coalesce(sum(business_count), 0) FROM country_stats)::int AS businesses,
              (SELECT count(*) FROM category_stats)::int AS categories,
              (SELECT count(*) FROM country_stats)::int AS countries,
              (SELECT count(*) FROM city_stats)::int AS cities`,
    );
    return row;
  }
}
