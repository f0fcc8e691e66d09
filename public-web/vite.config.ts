import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { firstLoadChunk } from './first-load-chunk';

const firstLoad = firstLoadChunk({
  src: fileURLToPath(new URL('./src', import.meta.url)),
  app: 'app/start-app.tsx',
  landing: 'features/home/components/home-page.tsx',
  landingFolder: 'features/home',
});

export default defineConfig({
  plugins: [react(), firstLoad.plugin],
  // One stylesheet for the whole site: hashed, cached for good, linked from every page's HTML.
  build: {
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // React and the router in one chunk: every page needs both before it hydrates, and one file
        // compresses better and costs one request instead of five. The query cache is a chunk of its
        // own: the home page hydrates without it (src/lib/query-scope.tsx).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query-cache', test: /node_modules[\\/]@tanstack[\\/]/ },
            // What the first page needs of the site's own code, as one file (first-load-chunk.ts).
            ...firstLoad.groups,
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/sitemap.xml': 'http://127.0.0.1:3000' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 30_000,
  },
});
