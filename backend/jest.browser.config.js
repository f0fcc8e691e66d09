import base from './jest.config.js';

/**
 * Real-browser tests (Debian's chromium through playwright-core) against the running app and
 * the built SPAs: `npm run build -w public-web && npm run build -w admin-web` first.
 * Same ESM/ts-jest setup and fresh database as jest.config.js; only the browser specs.
 */
export default {
  ...base,
  testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
  testTimeout: 180000,
};
