import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'superagent';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { loadConfig } from '../../src/config/app-config.js';
import { SummariesRepository } from '../../src/data-changes/summaries.repository.js';
import { FIRST_START_BUSINESSES } from '../../src/seed/first-start-seed.service.js';
import { SITEMAP_DEBOUNCE_MS, SitemapScheduler } from '../../src/sitemap/sitemap-scheduler.service.js';
import { configureApp } from '../../src/web/configure-app.js';

export const BASE_URL = 'https://directory.example.com';

/** The sitemap index's entries: the four section files, then `businessFiles` business pages. */
export function indexedSitemaps(businessFiles: number): string[] {
  const sections = ['main', 'categories', 'countries', 'cities'].map((name) => `${BASE_URL}/sitemaps/${name}.xml`);
  const pages = Array.from({ length: businessFiles }, (_, i) => `${BASE_URL}/sitemaps/businesses/page-${i + 1}.xml`);
  return [...sections, ...pages];
}
const SCHEMAS = path.resolve(import.meta.dirname, '../fixtures/sitemaps');

/**
 * The real application as createTestApp builds it, with PUBLIC_BASE_URL set and the
 * post-import debounce shortened; returns once the generation at start (if any) is over.
 */
export async function createSitemapTestApp(
  options: { env?: Record<string, string>; debounceMs?: number; firstStartBusinesses?: number } = {},
): Promise<NestExpressApplication> {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', PUBLIC_BASE_URL: BASE_URL, ...options.env });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config, process.env.DATABASE_URL as string)],
  })
    .overrideProvider(SITEMAP_DEBOUNCE_MS)
    .useValue(options.debounceMs ?? 60_000)
    .overrideProvider(FIRST_START_BUSINESSES)
    .useValue(options.firstStartBusinesses ?? 50)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    bodyParser: false,
    logger: ['error', 'warn'],
  });
  configureApp(app);
  await app.init();
  await app.get(SitemapScheduler).whenStarted();
  return app;
}

/** Approved rows the fast way: `count` businesses named `{prefix} {n}`, ids ascending with n. */
export async function insertBusinesses(
  app: INestApplicationContext,
  count: number,
  options: { prefix?: string; category?: string; unapprovedEvery?: number } = {},
): Promise<void> {
  const prefix = options.prefix ?? 'Bulk';
  const category = options.category ?? 'Bakery';
  const every = options.unapprovedEvery ?? 0;
  await app.get(DataSource).query(
    `INSERT INTO businesses (name, slug, category, category_slug, address, city, city_slug, country_code, place_id, is_approved, updated_at)
     SELECT $1 || ' ' || g, lower($1) || '-' || g || '-' || substr(md5(g::text), 1, 6), $2, lower($2), 'Main St ' || g,
            'Hamburg', 'hamburg', 'DE', 'bulk-' || lower($1) || '-' || g,
            NOT ($3 > 0 AND g % $3 = 0), timestamptz '2025-05-01 12:00:00Z' + g * interval '1 second'
     FROM generate_series(1, $4::int) AS g`,
    [prefix, category, every, count],
  );
}

export async function refreshSummaries(app: INestApplicationContext): Promise<void> {
  await app.get(SummariesRepository).refreshAll();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]);

/** The `<loc>` values, unescaped as an XML parser would. */
export function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescapeXml(m[1]));
}

export function lastmods(xml: string): string[] {
  return [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
}

/** Path of an absolute sitemap URL of this site. */
export const pathOf = (loc: string) => loc.slice(BASE_URL.length);

export async function getXml(app: INestApplication, path: string): Promise<string> {
  const res = await request(app.getHttpServer()).get(path).buffer(true).parse(textParser).expect(200);
  return res.body as string;
}

/** The index and every file it lists, by path. */
export async function fetchSitemapSet(app: INestApplication): Promise<{ index: string; files: Map<string, string> }> {
  const index = await getXml(app, '/sitemap.xml');
  const files = new Map<string, string>();
  for (const loc of locs(index)) files.set(pathOf(loc), await getXml(app, pathOf(loc)));
  return { index, files };
}

/** xmllint against the sitemaps.org 0.9 schemas committed as fixtures; resolves with xmllint's verdict. */
export async function validateXml(xml: string, kind: 'urlset' | 'index'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitemap-xsd-'));
  try {
    const file = path.join(dir, 'file.xml');
    await writeFile(file, xml);
    const schema = path.join(SCHEMAS, kind === 'index' ? 'siteindex.xsd' : 'sitemap.xsd');
    const { stderr } = await promisify(execFile)('xmllint', ['--noout', '--nonet', '--schema', schema, file]).catch(
      (error: { stderr: string }) => ({ stderr: error.stderr }),
    );
    return stderr.trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const VALID = expect.stringMatching(/ validates$/);

type NodeParser = (res: Response, done: (err: Error | null, body: unknown) => void) => void;

/** Collects the (already unzipped) body as text whatever the content type. */
export const textParser: NodeParser = (res, done) => collect(res, (body) => done(null, body.toString('utf8')));

/** Collects the body as a Buffer. */
export const bufferParser: NodeParser = (res, done) => collect(res, (body) => done(null, body));

function collect(res: Response, done: (body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  stream.on('end', () => done(Buffer.concat(chunks)));
}
