import { AppConfig } from './app-config.js';

/**
 * Several instances share Redis; PUBLIC_BASE_URL's default names one instance's own port
 * (`http://localhost:PORT`), which would end up in every sitemap, canonical link and CSV
 * URL the others write. The server refuses to start rather than publish that.
 */
export function assertMultiInstanceConfig(config: AppConfig): void {
  if (config.REDIS_URL && !config.PUBLIC_BASE_URL) {
    throw new Error(
      'PUBLIC_BASE_URL is required when REDIS_URL is set (several instances): ' +
        'set it to the address visitors use, e.g. PUBLIC_BASE_URL=https://www.example.com',
    );
  }
}
