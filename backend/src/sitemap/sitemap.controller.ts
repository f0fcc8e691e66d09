import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/public.decorator.js';
import { SitemapFilesService, type ServedSitemap } from './sitemap-files.service.js';
import { INDEX_PATH } from './sitemap-paths.js';

/** Short enough that crawlers behind a shared cache see a regeneration within minutes. */
const CACHE_CONTROL = 'public, max-age=300';
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * Public sitemap files (docs/behaviour.md §7) and robots.txt. Clients that take gzip get the gzip
 * stored at generation time, with the weak form of the stored ETag (as nginx does), so a
 * revalidation matches whichever variant the client holds.
 */
@Public()
@Controller()
export class SitemapController {
  constructor(private readonly files: SitemapFilesService) {}

  @Get('sitemap.xml')
  index(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(INDEX_PATH, req, res);
  }

  @Get('sitemaps/:name')
  section(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(`/sitemaps/${name}`, req, res);
  }

  @Get('sitemaps/businesses/:name')
  businesses(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(`/sitemaps/businesses/${name}`, req, res);
  }

  @Get('sitemaps/reviews/:name')
  reviews(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.send(`/sitemaps/reviews/${name}`, req, res);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.files.robotsTxt();
  }

  private async send(path: string, req: Request, res: Response): Promise<void> {
    const file = await this.files.find(path);
    if (!file) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    const gzip = file.gzip !== null && req.acceptsEncodings('gzip') === 'gzip';
    res.set(headersOf(file, gzip));
    // Express answers 304 itself when If-None-Match matches the ETag.
    res.send(gzip ? file.gzip : file.content);
  }
}

function headersOf(file: ServedSitemap, gzip: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': XML_TYPE,
    'Cache-Control': CACHE_CONTROL,
    Vary: 'Accept-Encoding',
    ETag: gzip ? `W/${file.etag}` : file.etag,
  };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return headers;
}
