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
