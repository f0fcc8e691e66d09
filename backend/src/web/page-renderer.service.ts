import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { canonicalPageUrl, type FormOutcome, type ServerBundle } from '@directory/shared';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import type { SerializedAnswer } from '../cache/http-cache.service.js';
import { countryName, resolveCountryCode } from '../common/country-names.js';
import { AppConfig } from '../config/app-config.js';
import { SettingsService } from '../settings/settings.service.js';
import { renderPublicPage } from './html-document.js';
import { InProcessDirectoryApi } from './in-process-directory-api.js';
import { PageMetaService } from './page-meta.service.js';
import { pageReader } from './page-reader.js';

/**
 * Pages built at once (data read, then rendered). A render holds the event loop for 20–50 ms, so
 * 50 pages begun together would hold 50 pool connections while their query results wait behind
 * the renders, until checkouts time out and the site answers 503 with PostgreSQL idle. Beyond
 * this many, a page waits its turn before it touches the database.
 */
const CONCURRENT_PAGE_BUILDS = 4;

const root = path.resolve(import.meta.dirname, '../../..');
export const PUBLIC_WEB_DIST = path.join(root, 'public-web', 'dist');
export const ADMIN_WEB_DIST = path.join(root, 'admin-web', 'dist');
/** The public site's server bundle (`npm run build -w public-web`). */
export const PUBLIC_WEB_SERVER_BUNDLE = path.join(root, 'public-web', 'dist-server', 'entry-server.js');

/** Used until the SPA is built (`npm run build`), so the server still answers every page. */
const BARE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Global Business Directory</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Every public page rendered on the server (docs/behaviour.md §8): the React app's markup, its critical CSS
 * and the data it hydrates from, inside the built index.html with the page's metadata and the
 * site settings. Without a built server bundle (a checkout before `npm run build`), the shell
 * alone, which the browser renders.
 */
@Injectable()
export class PageRendererService implements OnModuleInit {
  private readonly logger = new Logger(PageRendererService.name);
  private readonly templates = new Map<string, Promise<string>>();
  private bundle: ServerBundle | null = null;
  private readonly buildSlots = pLimit(CONCURRENT_PAGE_BUILDS);

  constructor(
    private readonly meta: PageMetaService,
    private readonly settings: SettingsService,
    private readonly directory: InProcessDirectoryApi,
    private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!existsSync(PUBLIC_WEB_SERVER_BUNDLE)) {
      this.logger.warn(
        `${PUBLIC_WEB_SERVER_BUNDLE} is missing: run \`npm run build\`; pages render in the browser only`,
      );
      return;
    }
    this.bundle = (await import(pathToFileURL(PUBLIC_WEB_SERVER_BUNDLE).href)) as ServerBundle;
    this.bundle.readDirectoryFrom(this.directory);
  }

  /** The admin SPA's shell, untouched: site-wide tracking code never goes into the back office. */
  adminPage(): Promise<string> {
    return this.template(ADMIN_WEB_DIST);
  }

  /** The canonical form of a page's URL (path and query), or null when `url` is canonical (docs/behaviour.md §8). */
  canonicalUrl(url: string): string | null {
    const { pathname, search } = new URL(url, this.config.publicBaseUrl);
    return canonicalPageUrl(pathname, search, (code) => {
      const known = resolveCountryCode(code);
      return known ? countryName(known).slug : null;
    });
  }

  /** A public page's HTML and status; `url` is the request's path and query. */
  publicPage(url: string): Promise<SerializedAnswer> {
    return this.buildSlots(() => this.buildPage(url));
  }

  /** A form page with what its form, posted without JavaScript, came to; never cached. */
  formPage(url: string, status: number, form: FormOutcome): Promise<SerializedAnswer> {
    return this.buildSlots(async () => ({ ...(await this.buildPage(url, form)), status }));
  }

  private async buildPage(url: string, form?: FormOutcome): Promise<SerializedAnswer> {
    const location = new URL(url, this.config.publicBaseUrl);
    // The meta and the render read through one reader: data both need is read once.
    const read = pageReader(this.directory);
    const [template, meta, settings, app] = await Promise.all([
      this.template(PUBLIC_WEB_DIST),
      this.meta.forPath(location, read),
      this.settings.get(),
      this.bundle?.renderPage(location, { read, form }),
    ]);
    // The router knows a missing category or business (its loader's 404); the route table, an unknown path.
    const status = app && app.status !== 200 ? app.status : meta.status;
    return { status, text: renderPublicPage(template, meta, settings, app) };
  }

  private template(dist: string): Promise<string> {
    let template = this.templates.get(dist);
    if (!template) {
      template = readFile(path.join(dist, 'index.html'), 'utf8').catch(() => {
        this.logger.warn(`${dist}/index.html is missing: run \`npm run build\`; serving a bare page shell`);
        return BARE_TEMPLATE;
      });
      this.templates.set(dist, template);
    }
    return template;
  }
}
