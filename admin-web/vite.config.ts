import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Vendor code in a few long-lived chunks, so an app release does not invalidate React, MUI or react-admin.
 * The charts (MUI X and what only it uses) stay out of them: they land in the reports page's lazy chunk.
 */
const CHARTS = String.raw`@mui[\\/]x-|bezier-easing[\\/]`;
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    priority: 30,
  },
  {
    name: 'mui',
    test: new RegExp(String.raw`node_modules[\\/](?!${CHARTS})(@mui|@emotion|@popperjs)[\\/]`),
    priority: 20,
  },
  { name: 'react-admin', test: /node_modules[\\/](ra-[a-z-]+|react-admin)[\\/]/, priority: 20 },
  { name: 'vendor', test: new RegExp(String.raw`node_modules[\\/](?!${CHARTS})`), priority: 10 },
];

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } } },
  test: { environment: 'jsdom', include: ['src/**/*.spec.{ts,tsx}'] },
});
