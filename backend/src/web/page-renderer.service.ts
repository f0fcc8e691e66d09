import { Injectable, Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SettingsService } from '../settings/settings.service.js';
import { renderPublicPage } from './html-document.js';
import { PageMetaService } from './page-meta.service.js';

const root = path.resolve(import.meta.dirname, '../../..');
export const PUBLIC_WEB_DIST = path.join(root, 'public-web', 'dist');
export const ADMIN_WEB_DIST = path.join(root, 'admin-web', 'dist');

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

export interface RenderedPage {
  status: number;
  html: string;
}

/** The HTML shell of every SPA route, filled for crawlers (CONTRACT §8). */
@Injectable()
export class PageRendererService {
  private readonly logger = new Logger(PageRendererService.name);
  private readonly templates = new Map<string, Promise<string>>();

  constructor(
    private readonly meta: PageMetaService,
    private readonly settings: SettingsService,
  ) {}

  /** The admin SPA's shell, untouched: site-wide tracking code never goes into the back office. */
  adminPage(): Promise<string> {
    return this.template(ADMIN_WEB_DIST);
  }

  async publicPage(pathname: string): Promise<RenderedPage> {
    const [template, meta, settings] = await Promise.all([
      this.template(PUBLIC_WEB_DIST),
      this.meta.forPath(pathname),
      this.settings.get(),
    ]);
    return { status: meta.status, html: renderPublicPage(template, meta, settings) };
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
