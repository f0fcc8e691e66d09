import { loadConfig } from './app-config.js';

describe('DATABASE_REPLICA_URLS', () => {
  it('is an empty list when unset, so every read stays on the primary', () => {
    expect(loadConfig({}).DATABASE_REPLICA_URLS).toEqual([]);
  });

  it('takes a comma separated list of PostgreSQL URLs', () => {
    const config = loadConfig({
      DATABASE_REPLICA_URLS: ' postgres://app@replica-1:5432/directory, postgresql://app@replica-2/directory ,',
    });
    expect(config.DATABASE_REPLICA_URLS).toEqual([
      'postgres://app@replica-1:5432/directory',
      'postgresql://app@replica-2/directory',
    ]);
  });

  it('stops the start on an entry that is not a PostgreSQL URL', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://replica-1/directory,replica-2' })).toThrow(
      /DATABASE_REPLICA_URLS/,
    );
  });
});

describe('the whole environment at once', () => {
  it('names every bad key in one error, logging and metrics keys included', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'seventy', LOG_LEVEL: 'loud', METRICS_TOKEN: 'short', DATABASE_URL: 'mysql://x' });
      } catch (caught) {
        return String(caught);
      }
    })();
    for (const key of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'METRICS_TOKEN']) expect(error).toContain(`  ${key}:`);
  });

  it('reads LOG_LEVEL case-insensitively (default info) and a blank METRICS_TOKEN as unset', () => {
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig({ LOG_LEVEL: ' WARN ' }).LOG_LEVEL).toBe('warn');
    expect(loadConfig({ METRICS_TOKEN: '   ' }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' a-token-of-twenty-chars ' }).METRICS_TOKEN).toBe('a-token-of-twenty-chars');
  });
});
