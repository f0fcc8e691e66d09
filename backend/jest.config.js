/** Jest runs in native ESM mode: Nest 12 ships ES modules only. */
export default {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json', diagnostics: { ignoreCodes: [151002] } }] },
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  setupFiles: ['<rootDir>/test/worker-database.mjs'],
  testTimeout: 60000,
  // Each worker is replaced once it holds this much after a file: each file loads the whole app again, and in
  // one process that grew to 4 GB over the suite, when garbage collection stalled an app's start past its
  // 60 s hook (the set-up time-outs seen in CI).
  workerIdleMemoryLimit: '1536MB',
};
