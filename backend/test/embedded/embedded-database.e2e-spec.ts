import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../src/database/embedded-database.js';
import { runBuiltServerToExit } from '../support/built-server.mjs';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL (the default without DATABASE_URL)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'directory-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a cluster in DATA_DIR/pg and reuses its data on the next start', async () => {
    // A shared directory (sticky, writable by all, as /tmp is): the start must leave its mode alone.
    chmodSync(dataDir, 0o1777);
    const first = await startEmbeddedDatabase(dataDir);
    await query(first.url, `CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')`);
    await first.stop();
    expect((statSync(dataDir).mode & 0o7777).toString(8)).toBe('1777');

    const second = await startEmbeddedDatabase(dataDir);
    try {
      expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('recovers from a stale postmaster.pid left by a crash', async () => {
    // A pid that cannot belong to a live process: the kernel's pid_max is below 2^22.
    writeFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), `4194304\n${path.join(dataDir, 'pg')}\n`);
    const db = await startEmbeddedDatabase(dataDir);
    try {
      expect(await query(db.url, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 1 }]);
    } finally {
      await db.stop();
    }
  });

  it('names the cause when PostgreSQL cannot start, in the server log too', async () => {
    // A cluster PostgreSQL refuses: its version file names a release that does not exist.
    writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '7\n');
    await expect(startEmbeddedDatabase(dataDir)).rejects.toThrow(
      /did not start.*PostgreSQL said: .*(incompatible|version)/s,
    );

    const { code, output } = await runBuiltServerToExit({ DATA_DIR: dataDir }, { without: ['DATABASE_URL'] });
    expect(code).toBe(1);
    const failure = output.split('\n').find((line) => line.includes('[Bootstrap]')) ?? '';
    expect(failure).toMatch(/Embedded PostgreSQL did not start/);
    expect(failure).not.toMatch(/undefined/);
  }, 180_000);
});
