import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SitemapFilesService } from './sitemap-files.service.js';
import { SitemapHttpService } from './sitemap-http.service.js';
import { INDEX_PATH } from './sitemap-paths.js';
import { Public } from '../auth/public.decorator.js';

/** Public sitemap files (CONTRACT §7) and robots.txt. */
@Public()
@Controller()
export class SitemapController {
  constructor(
    private readonly files: SitemapFilesService,
    private readonly http: SitemapHttpService,
  ) {}

  @Get('sitemap.xml')
  async index(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.http.send(req, res, await this.files.find(INDEX_PATH));
  }

  @Get('sitemaps/:name')
  async section(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.http.send(req, res, await this.files.find(`/sitemaps/${name}`));
  }

  @Get('sitemaps/businesses/:name')
  async businesses(@Param('name') name: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    this.http.send(req, res, await this.files.find(`/sitemaps/businesses/${name}`));
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.files.robotsTxt();
  }
}
