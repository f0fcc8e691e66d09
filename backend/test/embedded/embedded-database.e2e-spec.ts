import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../../src/database/embedded-database.js';

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
    const first = await startEmbeddedDatabase(dataDir);
    await query(first.url, `CREATE TABLE kept (value text); INSERT INTO kept VALUES ('still here')`);
    await first.stop();

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
});
