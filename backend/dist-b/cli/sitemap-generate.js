import 'reflect-metadata';
import { generateSitemapsOnce } from './generate-sitemaps.js';
import { runCommand } from './command-context.js';
/** npm run sitemap:generate: one generation now, without an HTTP server. */
runCommand('SitemapGenerate', async (config) => {
    await generateSitemapsOnce(config);
});
//# sourceMappingURL=sitemap-generate.js.map