import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/app-config.js';
import { generateSitemapsOnce } from '../sitemap/sitemap-cli.js';

generateSitemapsOnce(loadConfig())
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    new Logger('SitemapGenerate').error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
